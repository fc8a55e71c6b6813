import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client.ts';

describe('query client', () => {
  it('uses the spec constants: stale 10 s, cache 5 min, 3 retries', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(10_000);
    expect(defaults.gcTime).toBe(300_000);
    expect(defaults.retry).toBe(3);
  });
  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
