import { tryHref, type CultureRef } from '@mc/sites/href';
import { matchRoute } from '@mc/sites/route-matcher';

export type ResolvedLink =
  { kind: 'internal'; href: string } | { kind: 'external'; href: string } | { kind: 'hash'; href: string } | { kind: 'none'; reason: string };

const MAX_TARGET_LENGTH = 2048;

/**
 * A rich-text link target → where it may go. `route:key` (optionally `?param=value`) and
 * internal paths go through the route table and href(), so only pages that exist in the
 * culture are linked, with the culture prefix and leading and trailing slashes; http(s)
 * links are external (new tab); mailto: and tel: pass; `#hash` targets (the account widget)
 * stay on the page; anything else (javascript:, data:,
 * protocol-relative //host) is not rendered.
 */
export function resolveRichTextLink(target: string, culture: CultureRef): ResolvedLink {
  if (!target) return { kind: 'none', reason: 'empty link target' };
  if (target.length > MAX_TARGET_LENGTH) return { kind: 'none', reason: 'link target too long' };
  if (/^#[A-Za-z0-9/_-]{1,64}$/.test(target)) return { kind: 'hash', href: target };
  if (target.startsWith('route:')) {
    const [key = '', query = ''] = target.slice('route:'.length).split('?', 2);
    const params = Object.fromEntries(new URLSearchParams(query));
    const href = tryHref({ route: key, culture, params });
    return href ? { kind: 'internal', href } : { kind: 'none', reason: `unknown route key '${key}'` };
  }
  if (/^https?:\/\//i.test(target)) {
    try {
      return { kind: 'external', href: new URL(target).toString() };
    } catch {
      return { kind: 'none', reason: 'malformed URL' };
    }
  }
  if (/^(mailto|tel):[^\s<>"]+$/i.test(target)) return { kind: 'external', href: target };
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//') || target.startsWith('\\') || target.includes('\\')) {
    return { kind: 'none', reason: 'link scheme not allowed' };
  }
  const [pathPart = '', hash = ''] = target.split('#', 2);
  const [rawPath = ''] = pathPart.split('?', 1);
  const trimmed = rawPath.replace(/^\/+|\/+$/g, '');
  const withoutPrefix =
    culture.route && (`/${trimmed}` === culture.route || `/${trimmed}`.startsWith(`${culture.route}/`))
      ? `/${trimmed}`.slice(culture.route.length)
      : `/${trimmed}`;
  const path = withoutPrefix === '/' || withoutPrefix === '' ? '/' : `${withoutPrefix.replace(/\/+$/, '')}/`;
  const found = matchRoute(culture.code, path);
  if (!found) return { kind: 'none', reason: `no page at '${target}' in ${culture.code}` };
  const href = tryHref({ route: found.route.key, culture, params: found.params, hash: hash || undefined });
  return href ? { kind: 'internal', href } : { kind: 'none', reason: `no page at '${target}'` };
}
