import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DataCache } from '../data-cache/data-cache.server.ts';
import { silentLogger } from '../logger/console-logger.ts';
import { newRequestState } from '../app-context.ts';
import { cachedGet, callTimeoutMs, MIN_CALL_TIMEOUT_MS, SERVER_CALL_TIMEOUT_MS } from './cached-get.server.ts';
import type { SiteApiContext } from './site-api-context.server.ts';

let server: Server;
let calls = 0;
let apiHost = '';
beforeAll(async () => {
  server = createServer((_req, res) => {
    calls += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ items: [{ slug: 'a', title: 'A', ctaLabel: 'Go' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => server.close());

function context(): SiteApiContext {
  const site = { ...DEFAULT_SITES[2]!, apiHost };
  return {
    site,
    culture: site.cultures[0]!,
    config: { mode: 'production' } as SiteApiContext['config'],
    services: { dataCache: new DataCache({ ttlMs: 60_000, swrMs: 0, maxEntries: 10 }), logger: silentLogger },
    state: newRequestState(),
  };
}

describe('cachedGet', () => {
  it('lets callers with different schemas share one cached body without seeing each other’s view', async () => {
    const ctx = context();
    const narrow = z.object({ items: z.array(z.object({ slug: z.string() })) });
    const wide = z.object({ items: z.array(z.object({ slug: z.string(), title: z.string(), ctaLabel: z.string() })) });
    const first = await cachedGet(ctx, { path: 'v1/cms/promotions', schema: narrow, fallback: { items: [] }, entity: 'promotions' });
    const second = await cachedGet(ctx, { path: 'v1/cms/promotions', schema: wide, fallback: { items: [] }, entity: 'promotions' });
    expect(first).toEqual({ status: 'fresh', data: { items: [{ slug: 'a' }] } });
    expect(second).toEqual({ status: 'fresh', data: { items: [{ slug: 'a', title: 'A', ctaLabel: 'Go' }] } });
    expect(calls).toBe(1);
    expect(ctx.state).toMatchObject({ degraded: false, dataCalls: 2 });
  });

  it('falls back (and marks the page degraded) when a body fails the caller’s schema', async () => {
    const ctx = context();
    const result = await cachedGet(ctx, { path: 'v1/other', schema: z.object({ missing: z.string() }), fallback: { missing: 'fallback' }, entity: 'x' });
    expect(result).toEqual({ status: 'fallback', data: { missing: 'fallback' } });
    expect(ctx.state.degraded).toBe(true);
  });
});

describe('request time budget', () => {
  it('gives each call the per-call limit, cut to what is left of the request budget, never below the floor', () => {
    expect(callTimeoutMs(1000, 1000)).toBe(SERVER_CALL_TIMEOUT_MS);
    expect(callTimeoutMs(1000, 3500)).toBe(500);
    expect(callTimeoutMs(1000, 9000)).toBe(MIN_CALL_TIMEOUT_MS);
  });
});
