import { describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../http/request-data.ts';
import { DataCache } from './data-cache.server.ts';

const ok = <T>(data: T): Outcome<T> => ({ ok: true, data });
const down = <T>(data: T): Outcome<T> => ({ ok: false, data, reason: 'network' });

describe('DataCache', () => {
  it('serves a cached answer without calling the back end again', async () => {
    const cache = new DataCache({ ttlMs: 60_000, swrMs: 60_000, maxEntries: 10 });
    const fetch = vi.fn(async () => ok('v1'));
    expect(await cache.get('k', ['t'], fetch)).toEqual({ data: 'v1', status: 'fresh' });
    expect(await cache.get('k', ['t'], fetch)).toEqual({ data: 'v1', status: 'fresh' });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('coalesces concurrent misses into one back-end call', async () => {
    const cache = new DataCache({ ttlMs: 60_000, swrMs: 0, maxEntries: 10 });
    const fetch = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return ok('v');
    });
    await Promise.all([cache.get('k', [], fetch), cache.get('k', [], fetch), cache.get('k', [], fetch)]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('does not keep a fallback, so the next request tries the back end again', async () => {
    const cache = new DataCache({ ttlMs: 60_000, swrMs: 60_000, maxEntries: 10 });
    expect(await cache.get('k', [], async () => down('empty'))).toEqual({ data: 'empty', status: 'fallback' });
    expect(await cache.get('k', [], async () => ok('real'))).toEqual({ data: 'real', status: 'fresh' });
  });

  it('caches "not found" answers', async () => {
    const cache = new DataCache({ ttlMs: 60_000, swrMs: 0, maxEntries: 10 });
    const fetch = vi.fn(async (): Promise<Outcome<null>> => ({ ok: false, data: null, reason: 'not-found' }));
    expect(await cache.get('k', [], fetch)).toEqual({ data: null, status: 'not-found' });
    await cache.get('k', [], fetch);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('serves stale content while the back end is down, and refreshes it in the background', async () => {
    vi.useFakeTimers();
    try {
      const cache = new DataCache({ ttlMs: 1000, swrMs: 60_000, maxEntries: 10 });
      await cache.get('k', [], async () => ok('old'));
      vi.advanceTimersByTime(2000);
      const failing = vi.fn(async () => down('fallback'));
      expect(await cache.get('k', [], failing)).toEqual({ data: 'old', status: 'fresh' });
      await vi.runAllTimersAsync();
      expect(failing).toHaveBeenCalledOnce();
      expect(await cache.get('k', [], async () => ok('new'))).toEqual({ data: 'old', status: 'fresh' });
      await vi.runAllTimersAsync();
      expect(await cache.get('k', [], async () => ok('newer'))).toEqual({ data: 'new', status: 'fresh' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('invalidates by tag', async () => {
    const cache = new DataCache({ ttlMs: 60_000, swrMs: 60_000, maxEntries: 10 });
    await cache.get('a', ['site:MCUK', 'games'], async () => ok('a1'));
    await cache.get('b', ['site:MCDK', 'games'], async () => ok('b1'));
    await cache.get('c', ['site:MCUK', 'feeds'], async () => ok('c1'));
    expect(await cache.invalidate(['site:MCUK'])).toBe(2);
    expect((await cache.get('a', [], async () => ok('a2'))).data).toBe('a2');
    expect((await cache.get('b', [], async () => ok('b2'))).data).toBe('b1');
    expect((await cache.get('c', [], async () => ok('c2'))).data).toBe('c2');
    expect(await cache.invalidate(['unknown'])).toBe(0);
  });

  it('tells how each read was served (hit, stale, miss), and is warm once it has had data', async () => {
    vi.useFakeTimers();
    try {
      const lookups: string[] = [];
      const cache = new DataCache({ ttlMs: 1000, swrMs: 60_000, maxEntries: 10, onLookup: (result) => lookups.push(result) });
      expect(cache.isWarm()).toBe(false);
      await cache.get('k', [], async () => down('empty'));
      expect(cache.isWarm()).toBe(false);
      await cache.get('k', [], async () => ok('v1'));
      expect(cache.isWarm()).toBe(true);
      await cache.get('k', [], async () => ok('v2'));
      vi.advanceTimersByTime(2000);
      await cache.get('k', [], async () => ok('v3'));
      await vi.runAllTimersAsync();
      expect(lookups).toEqual(['miss', 'miss', 'hit', 'stale']);
      // Warm for as long as an entry may be served stale, then cold again.
      vi.advanceTimersByTime(61_000);
      expect(cache.isWarm()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
