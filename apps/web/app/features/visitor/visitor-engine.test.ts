import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../../lib/logger/log-levels.ts';
import { UK_GEO, type GeoResponse } from './geo.ts';
import { startVisitorEngine, type VisitorEngine, type VisitorEngineConfig } from './visitor-engine.ts';
import type { VisitorState } from './visitor-state.ts';

const SERVICES = { geo: 'https://geo.test/', currency: 'https://fx.test/', userContext: 'https://uc.test/', maintenance: 'https://mt.test/' };
const SWEDEN: GeoResponse = {
  ...UK_GEO,
  country: { ...UK_GEO.country, iso2: 'SE', name: 'Sweden', prime_currency: 'SEK', prime_culture: 'sv', native_culture: 'sv' },
};
const context = (overrides: Record<string, unknown> = {}) => ({
  skinName: 'Mondo Casino UK',
  license: 'UKGC',
  country: 'GB',
  userCountry: 'GB',
  code: 'MCUK',
  localCode: 'MCUK',
  apiCode: 'MCUK',
  culture: 'en-GB',
  skillCulture: 'en-GB',
  platformUnderMaintenance: false,
  ...overrides,
});

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

type Answer = { status: number; body?: unknown } | 'network-error';

/** The services as a script: each call's URL is recorded and answered by the first matching rule. */
function fakeServices(rules: Array<[RegExp, Answer | (() => Answer)]>) {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const rule = rules.find(([pattern]) => pattern.test(url));
    const answer = typeof rule?.[1] === 'function' ? rule[1]() : (rule?.[1] ?? { status: 404 });
    if (answer === 'network-error') throw new TypeError('fetch failed');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

function engine(fetchImpl: typeof fetch, overrides: Partial<VisitorEngineConfig> = {}): VisitorEngine {
  // The spec's three retries, but without the real backoff's seconds.
  const client = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 1, gcTime: Infinity } } });
  const config: VisitorEngineConfig = {
    services: SERVICES,
    brand: 'MCUK',
    siteName: 'Mondo Casino UK',
    culture: { code: 'en-GB', locale: 'en-GB', defaultCountry: 'GB', currency: 'GBP' },
    emulation: false,
    development: false,
    search: '',
    ...overrides,
  };
  return startVisitorEngine(client, config, quiet, fetchImpl);
}

function settled(visitor: VisitorEngine, test: (state: VisitorState) => boolean = (state) => state.ready): Promise<VisitorState> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`never settled: ${JSON.stringify(visitor.getState())}`)), 3000);
    const check = (state: VisitorState) => {
      if (!test(state)) return;
      clearTimeout(timer);
      resolve(state);
    };
    visitor.subscribe(check);
    check(visitor.getState());
  });
}

describe('visitor engine', () => {
  it('asks nothing in the task that starts it: the first subscription runs cold code, a long task on a phone', async () => {
    const { calls, fetchImpl } = fakeServices([[/geo\.test/, { status: 200, body: UK_GEO }]]);
    const visitor = engine(fetchImpl);
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(calls).toEqual([]);
    await settled(visitor, (state) => state.geoSource !== 'loading');
    expect(calls[0]).toMatch(/geo\.test/);
    visitor.stop();
  });

  it('resolves geo, then the visitor currency and the user context for that country', async () => {
    const { calls, fetchImpl } = fakeServices([
      [/geo\.test/, { status: 200, body: SWEDEN }],
      [/fx\.test\/SEK\//, { status: 200, body: { rate: 11.2 } }],
      [/fx\.test\/GBP\//, { status: 200, body: { rate: 0.85 } }],
      [/uc\.test/, { status: 200, body: context({ userCountry: 'SE' }) }],
    ]);
    const visitor = engine(fetchImpl);
    expect(visitor.getState()).toMatchObject({ ready: false, geoSource: 'loading' });
    const state = await settled(visitor);
    expect(state).toMatchObject({
      geoSource: 'service',
      rateSource: 'service',
      userContextSource: 'service',
      blocking: null,
      page: { iso: 'GBP', rate: 0.85 },
    });
    expect(state.geo.currency).toEqual({ iso: 'SEK', rate: 11.2 });
    expect(calls.find((url) => url.includes('uc.test'))).toContain('user_country=SE');
    expect(calls.find((url) => url.includes('geo.test'))).toMatch(/brand_code=MCUK&no-cache=1/);
    visitor.stop();
  });

  it('shows the spec fallbacks as soon as a call fails, and the real values once a retry succeeds', async () => {
    let geoAttempts = 0;
    const { fetchImpl } = fakeServices([
      [/geo\.test/, () => (++geoAttempts < 3 ? { status: 500 } : { status: 200, body: SWEDEN })],
      [/fx\.test/, 'network-error'],
      [/uc\.test/, { status: 200, body: context() }],
    ]);
    const visitor = engine(fetchImpl);
    const fallback = await settled(visitor, (state) => state.geoSource === 'fallback');
    expect(fallback.geo.country.iso2).toBe('GB');
    expect(fallback.geo.currency.iso).toBe('GBP');
    const recovered = await settled(visitor, (state) => state.geoSource === 'service' && state.rateSource === 'fallback');
    // The currency service keeps failing: the fallback rate table stands in.
    expect(recovered.geo.currency).toEqual({ iso: 'SEK', rate: 10.6368 });
    expect(geoAttempts).toBe(3);
    visitor.stop();
  });

  it('makes no rate call for EUR and blocks the view only for a blocking restriction from the service', async () => {
    const spain: GeoResponse = { ...UK_GEO, country: { ...UK_GEO.country, iso2: 'ES', name: 'Spain', prime_currency: 'EUR' }, restriction: 'blocked' };
    const { calls, fetchImpl } = fakeServices([
      [/geo\.test/, { status: 200, body: spain }],
      [/uc\.test/, { status: 200, body: context() }],
    ]);
    const visitor = engine(fetchImpl, { culture: { code: 'es', locale: 'es', defaultCountry: 'ES', currency: 'EUR' } });
    const state = await settled(visitor);
    expect(state).toMatchObject({ rateSource: 'eur', blocking: 'blocked', page: { iso: 'EUR', rate: 1 } });
    expect(calls.some((url) => url.includes('fx.test'))).toBe(false);
    visitor.stop();
  });

  it('honours gl only where emulation is on', async () => {
    const { calls, fetchImpl } = fakeServices([
      [/geo\.test/, { status: 200, body: SWEDEN }],
      [/fx\.test/, { status: 200, body: { rate: 1 } }],
      [/uc\.test/, { status: 200, body: context() }],
    ]);
    const off = engine(fetchImpl, { search: '?gl=se&aname=aff_1' });
    await settled(off);
    const on = engine(fetchImpl, { search: '?gl=se', emulation: true });
    await settled(on);
    // A region of a country (Ontario's region-level block) is emulated too.
    const region = engine(fetchImpl, { search: '?gl=ca-on', emulation: true });
    await settled(region);
    const geoCalls = calls.filter((url) => url.includes('geo.test'));
    expect(geoCalls[0]).toMatch(/^https:\/\/geo\.test\/\?/);
    expect(geoCalls[1]).toMatch(/^https:\/\/geo\.test\/SE\/\?/);
    expect(geoCalls[2]).toMatch(/^https:\/\/geo\.test\/CA-ON\/\?/);
    off.stop();
    on.stop();
    region.stop();
  });

  it('re-checks maintenance when the account opens, only while it was last known to be on', async () => {
    let underMaintenance = true;
    const { calls, fetchImpl } = fakeServices([
      [/geo\.test/, { status: 200, body: UK_GEO }],
      [/fx\.test/, { status: 200, body: { rate: 0.85 } }],
      [/uc\.test/, { status: 200, body: context({ platformUnderMaintenance: true }) }],
      [/mt\.test/, () => ({ status: 200, body: { underMaintenance } })],
    ]);
    const visitor = engine(fetchImpl);
    expect((await settled(visitor)).underMaintenance).toBe(true);
    underMaintenance = false;
    visitor.accountOpened();
    expect((await settled(visitor, (state) => !state.underMaintenance)).underMaintenance).toBe(false);
    visitor.accountOpened();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((url) => url.includes('mt.test'))).toHaveLength(1);
    visitor.stop();
  });

  it('lifts an Ontario region restriction once the player is known not to be in Ontario (setNotOntario)', async () => {
    const ontario = {
      ...UK_GEO,
      region: { name: 'Ontario', prime_culture: 'en-CA', native_culture: 'en-CA', prime_lang: 'en', native_lang: 'en' },
      restriction: 'blocked',
      restriction_level: 'region',
    };
    const { fetchImpl } = fakeServices([
      [/geo\.test/, { status: 200, body: ontario }],
      [/fx\.test/, { status: 200, body: { rate: 0.85 } }],
      [/uc\.test/, { status: 200, body: context() }],
    ]);
    const visitor = engine(fetchImpl);
    expect((await settled(visitor)).geo.restriction).toBe('blocked');
    visitor.setNotOntario(true);
    expect(visitor.getState()).toMatchObject({ geo: { restriction: null }, blocking: null });
    visitor.stop();
  });
});
