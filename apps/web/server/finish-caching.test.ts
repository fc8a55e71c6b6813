import { describe, expect, it } from 'vitest';
import { newRequestState } from '../app/lib/app-context.ts';
import { DEGRADED_CACHE_CONTROL, NO_STORE_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { finishCaching, spanUnionMs } from './finish-caching.ts';

describe('Server-Timing and degraded pages', () => {
  it('counts overlapping back-end calls once', () => {
    expect(spanUnionMs([])).toBe(0);
    expect(
      spanUnionMs([
        [0, 100],
        [50, 150],
        [300, 350],
      ]),
    ).toBe(200);
    expect(
      spanUnionMs([
        [10, 20],
        [0, 100],
      ]),
    ).toBe(100);
  });

  it('reports data as wall-clock time and keeps render non-negative; a degraded page gets a short shared lifetime', () => {
    const state = {
      ...newRequestState(0),
      degraded: true,
      dataCalls: 3,
      dataSpans: [
        [0, 2500],
        [0, 2500],
        [2500, 3000],
      ] as Array<[number, number]>,
    };
    const response = new Response('x', { headers: { 'Cache-Control': PAGE_CACHE_CONTROL } });
    finishCaching(response, state, 3200);
    expect(response.headers.get('Cache-Control')).toBe(DEGRADED_CACHE_CONTROL);
    expect(response.headers.get('Server-Timing')).toBe('data;dur=3000.0;desc="3 calls", fallback, render;dur=200.0, total;dur=3200.0');
  });

  it('never lets a shared cache keep a server error, whatever Cache-Control the route chose', () => {
    for (const status of [500, 502, 503]) {
      const response = new Response('x', { status, headers: { 'Cache-Control': PAGE_CACHE_CONTROL } });
      finishCaching(response, newRequestState(0), 10);
      expect(response.headers.get('Cache-Control'), String(status)).toBe(NO_STORE_CACHE_CONTROL);
    }
  });
});
