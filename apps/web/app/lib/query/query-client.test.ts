import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, retryDelay } from './query-client.ts';

describe('query client', () => {
  it('uses the spec constants: stale 10 s, cache 5 min, 3 retries', () => {
    const defaults = createQueryClient(false).getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(10_000);
    expect(defaults.gcTime).toBe(300_000);
    expect(defaults.retry).toBe(3);
  });
  it('keeps nothing past the render on the server: no garbage-collection timer per query', () => {
    const client = createQueryClient(true);
    expect(client.getDefaultOptions().queries!.gcTime).toBe(Number.POSITIVE_INFINITY);
    // Infinity arms no timer: an observed-then-dropped query leaves no pending timeout behind.
    vi.useFakeTimers();
    try {
      client.getQueryCache().build(client, { queryKey: ['geo'], queryFn: () => 'x' });
      expect(vi.getTimerCount()).toBe(0);
      const browser = createQueryClient(false);
      browser.getQueryCache().build(browser, { queryKey: ['geo'], queryFn: () => 'x' });
      expect(vi.getTimerCount()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
