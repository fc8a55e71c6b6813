import { QueryClient } from '@tanstack/react-query';

/** Client query constants (spec/shell.md section 9). */
export const QUERY_STALE_TIME_MS = 10_000;
export const QUERY_CACHE_TIME_MS = 5 * 60_000;
export const QUERY_RETRIES = 3;
export const QUERY_MAX_BACKOFF_MS = 30_000;

/** Exponential backoff from one second, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_MAX_BACKOFF_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_CACHE_TIME_MS,
        retry: QUERY_RETRIES,
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
