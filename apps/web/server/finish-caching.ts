import type { RequestState } from '../app/lib/app-context.ts';
import { DEGRADED_CACHE_CONTROL } from '../app/lib/cache-policy.ts';

/**
 * A page rendered from fallbacks (a back end failed) must not be kept by shared caches as if
 * it were content: it gets a few seconds at most, so it heals once the back end is back.
 * Server-Timing tells render and data time apart when a cache miss is analysed.
 */
export function finishCaching(response: Response, state: RequestState, totalMs: number): void {
  if (state.degraded && /\bpublic\b/.test(response.headers.get('Cache-Control') ?? '')) {
    response.headers.set('Cache-Control', DEGRADED_CACHE_CONTROL);
  }
  const render = Math.max(0, totalMs - state.dataMs);
  response.headers.set(
    'Server-Timing',
    `data;dur=${state.dataMs.toFixed(1)};desc="${state.dataCalls} calls"${state.degraded ? ', fallback' : ''}, render;dur=${render.toFixed(1)}, total;dur=${totalMs.toFixed(1)}`,
  );
}
