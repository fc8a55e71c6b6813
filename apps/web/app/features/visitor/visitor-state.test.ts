import { describe, expect, it } from 'vitest';
import { UK_GEO, type GeoResponse } from './geo.ts';
import { initialSkill } from './user-context.ts';
import { visitorConversion } from './visitor-conversion.ts';
import { deriveVisitor, visitorDataset, type CallView, type VisitorInputs } from './visitor-state.ts';

const pending = <T>(): CallView<T> => ({ data: undefined, failed: false });
const failed = <T>(): CallView<T> => ({ data: undefined, failed: true });
const ok = <T>(data: T): CallView<T> => ({ data, failed: false });

const sweden: GeoResponse = {
  ...UK_GEO,
  country: { iso2: 'SE', name: 'Sweden', prime_culture: 'sv', prime_currency: 'SEK', native_culture: 'sv', prime_lang: 'sv', native_lang: 'sv' },
};
const base: VisitorInputs = {
  geo: pending(),
  rate: pending(),
  userContext: pending(),
  maintenanceRecheck: null,
  initialSkill: initialSkill({ name: 'Mondo Casino UK', localCode: 'MCUK' }, { code: 'en-GB', defaultCountry: 'GB' }),
  pageCurrency: 'GBP',
  pageRate: pending(),
  notOntario: false,
};
const context = { ...base.initialSkill, platformUnderMaintenance: true, userCountry: 'SE' };

describe('visitor state', () => {
  it('is loading until geo, currency and user context settle', () => {
    const state = deriveVisitor(base);
    expect(state.ready).toBe(false);
    expect(visitorDataset(state)).toMatchObject({ 'data-visitor': 'loading', 'data-geo-source': 'loading' });
  });
  it('falls back to UK defaults, the GBP fallback rate and the initial context after failed calls', () => {
    const state = deriveVisitor({ ...base, geo: failed(), rate: failed(), userContext: failed() });
    expect(visitorDataset(state)).toEqual({
      'data-visitor': 'ready',
      'data-geo-country': 'GB',
      'data-geo-source': 'fallback',
      'data-currency': 'GBP',
      'data-currency-rate': '0.86778',
      'data-rate-source': 'fallback',
      'data-user-context': 'fallback',
      'data-maintenance': 'false',
    });
    expect(state.skill.initial).toBe(true);
  });
  it('uses the answers when the services reply, and needs no rate call for EUR', () => {
    const state = deriveVisitor({ ...base, geo: ok(sweden), rate: ok(11.2), userContext: ok(context) });
    expect(state).toMatchObject({
      ready: true,
      geoSource: 'service',
      rateSource: 'service',
      geo: { currency: { iso: 'SEK', rate: 11.2 } },
      underMaintenance: true,
    });
    const malta = { ...UK_GEO, country: { ...UK_GEO.country, iso2: 'MT', prime_currency: 'EUR' } };
    expect(deriveVisitor({ ...base, geo: ok(malta), userContext: ok(context) })).toMatchObject({
      rateSource: 'eur',
      ready: true,
      geo: { currency: { rate: 1 } },
    });
  });
  it('treats a failed maintenance re-check as not under maintenance, and keeps the last known flag while it runs', () => {
    const answered = { ...base, geo: ok(sweden), rate: ok(11.2), userContext: ok(context) };
    expect(deriveVisitor({ ...answered, maintenanceRecheck: pending() }).underMaintenance).toBe(true);
    expect(deriveVisitor({ ...answered, maintenanceRecheck: failed() }).underMaintenance).toBe(false);
    expect(deriveVisitor({ ...answered, maintenanceRecheck: ok(true) }).underMaintenance).toBe(true);
  });
  it('blocks only on a real blocked or blockedwithlogin answer', () => {
    const blocked = { ...sweden, restriction: 'blockedwithlogin' } as GeoResponse;
    expect(deriveVisitor({ ...base, geo: ok(blocked) }).blocking).toBe('blockedwithlogin');
    expect(deriveVisitor({ ...base, geo: ok({ ...sweden, restriction: 'playblocked' }) }).blocking).toBeNull();
    expect(deriveVisitor({ ...base, geo: failed() }).blocking).toBeNull();
  });
  it('converts page amounts into the visitor currency through EUR once both rates are known', () => {
    const settled = { ...base, geo: ok(sweden), rate: ok(10.6368), userContext: ok(context) };
    expect(visitorConversion(deriveVisitor(settled))).toBeNull();
    const conversion = visitorConversion(deriveVisitor({ ...settled, pageRate: ok(0.86778) }));
    expect(conversion).toMatchObject({ from: 'GBP', to: 'SEK' });
    expect(conversion!.rate).toBeCloseTo(10.6368 / 0.86778, 6);
    expect(visitorConversion(deriveVisitor({ ...settled, pageCurrency: 'SEK', pageRate: ok(10.6368) }))).toBeNull();
  });
});
