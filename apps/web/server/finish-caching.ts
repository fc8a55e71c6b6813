import type { RequestState } from '../app/lib/app-context.ts';
import { DEGRADED_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';

/**
 * A page rendered from fallbacks (a back end failed) must not be kept by shared caches as if
 * it were content: it gets a few seconds at most, so it heals once the back end is back.
 * Server-Timing tells render and data time apart when a cache miss is analysed (the same
 * figures feed the render-time metric: server/metrics.ts).
 */
export function finishCaching(response: Response, state: RequestState, totalMs: number): { dataMs: number; renderMs: number } {
  // A server error is never content, whatever the route asked for: no cache may keep or share it.
  if (response.status >= 500) response.headers.set('Cache-Control', NO_STORE_CACHE_CONTROL);
  else if (state.degraded && /\bpublic\b/.test(response.headers.get('Cache-Control') ?? '')) {
    response.headers.set('Cache-Control', DEGRADED_CACHE_CONTROL);
  }
  const dataMs = spanUnionMs(state.dataSpans);
  const render = Math.max(0, totalMs - dataMs);
  response.headers.set(
    'Server-Timing',
    `data;dur=${dataMs.toFixed(1)};desc="${state.dataCalls} calls"${state.degraded ? ', fallback' : ''}, render;dur=${render.toFixed(1)}, total;dur=${totalMs.toFixed(1)}`,
  );
  return { dataMs, renderMs: render };
}

/** Wall-clock time covered by possibly overlapping spans: parallel calls count once. */
export function spanUnionMs(spans: ReadonlyArray<readonly [number, number]>): number {
  let total = 0;
  let end = -Infinity;
  for (const [start, stop] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (stop <= end) continue;
    total += stop - Math.max(start, end);
    end = stop;
  }
  return total;
}
