/**
 * Page HTML depends only on site × culture × route × params × content, never on the visitor,
 * so shared caches (keyed by host and path) may keep it. Browsers revalidate every time
 * (max-age=0) so a deploy or content change shows at once once the shared cache refreshes.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400';
/** Unknown paths: cacheable, briefly, so a new page becomes visible within a minute. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** Previews, errors and anything personal. */
export const NO_STORE_CACHE_CONTROL = 'private, no-store';
/** Hashed build assets never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Un-hashed public files (favicon, manifests): short browser cache, longer shared cache. */
export const STATIC_FILE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

/** The Cache-Control of a rendered response, unless its route chose one itself. */
export function cacheControlForStatus(status: number): string {
  if (status >= 200 && status < 300) return PAGE_CACHE_CONTROL;
  if (status === 301 || status === 308) return PAGE_CACHE_CONTROL;
  if (status === 404 || status === 410) return NOT_FOUND_CACHE_CONTROL;
  return NO_STORE_CACHE_CONTROL;
}
/** A page rendered from fallbacks: shared caches may hold it only briefly, so it heals. */
export const DEGRADED_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';
