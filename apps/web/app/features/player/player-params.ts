import { validAname } from '../../lib/affiliate-params.ts';

/**
 * Player query parameters (spec/shell.md section 9): `aname` (affiliate), `dl` (deeplink),
 * `prid` (deeplink promotion id). `bt` lives with the banner (features/banner/bt-code.ts).
 * Anything malformed or overlong is ignored: a crafted link can neither break a page nor
 * send the visitor anywhere but this site and its play platform.
 */
export interface PlayerParams {
  aname: string | null;
  deeplink: string | null;
  deeplinkPrId: string | null;
}

const PRID = /^[A-Za-z0-9_-]{1,40}$/;
const MAX_DEEPLINK = 256;
/**
 * A deeplink is a plain path: non-empty segments of URL-safe characters, an optional query,
 * no fragment. Every repetition starts with its own `/`, so the pattern cannot backtrack
 * (`(?:seg+/?)*` did, exponentially: a 30-character link froze the tab).
 */
const DEEPLINK = /^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@%-]+(?:\/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)*\/?)?(?:\?[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$/;

/**
 * A same-site path, or null. Rejects scheme-relative (`//x`, `/\x`), schemes (`javascript:`),
 * control characters, encoded slashes or backslashes that a later decode could turn into a
 * host, and dot segments.
 */
export function safeDeeplink(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_DEEPLINK || !DEEPLINK.test(value)) return null;
  if (value.startsWith('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\\\u0000-\u001f\u007f]/.test(decoded) || decoded.startsWith('//') || /(^|\/)\.\.?(\/|$|\?)/.test(decoded) || /%2f|%5c/i.test(value)) return null;
  // Resolving against a throwaway origin must keep that origin (belt and braces).
  const probe = new URL(value, 'https://site.invalid');
  return probe.origin === 'https://site.invalid' ? probe.pathname + probe.search : null;
}

export function parsePlayerParams(search: string): PlayerParams {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { aname: null, deeplink: null, deeplinkPrId: null };
  }
  const aname = params.get('aname');
  const prid = params.get('prid');
  return {
    aname: validAname(aname),
    deeplink: safeDeeplink(params.get('dl')),
    deeplinkPrId: prid && PRID.test(prid) ? prid : null,
  };
}

/**
 * The play platform's address carrying the deeplink: always on the platform's own origin,
 * with the deeplink only as an encoded query value the platform resolves against itself.
 */
export function platformEntryUrl(platformUrl: string, player: Pick<PlayerParams, 'deeplink' | 'deeplinkPrId'>): string {
  const url = new URL(platformUrl);
  if (player.deeplink) url.searchParams.set('dl', player.deeplink);
  if (player.deeplinkPrId) url.searchParams.set('prid', player.deeplinkPrId);
  return url.toString();
}
