import { hasValidSlugs } from './slug.ts';
import type { ContentType } from '@mc/sites/route-types';
import { href, hrefDynamic } from '@mc/sites/href';
import { routeAncestry } from '@mc/sites/routes';
import type { RouteKey } from '@mc/sites/route-table';
import { data, type RouterContextProvider } from 'react-router';
import { requestStateContext } from './app-context.ts';
import { resolveRequestSite, type RequestSite } from './request-site.server.ts';

export interface Crumb {
  routeKey: RouteKey;
  href: string;
  /** The parameter value shown instead of the route title (the last crumb of a parameterised route). */
  param?: string;
}

export interface PageInfo {
  routeKey: RouteKey;
  params: Record<string, string>;
  pageCode: string;
  crumbs: Crumb[];
}

interface LoaderArgsLike {
  context: Readonly<RouterContextProvider>;
  request: Request;
  url: URL;
}

/**
 * The page a content-type module is asked to render, or a 404 when the path is not a route
 * of this content type in this site's culture (React Router matched it for another site).
 */
export function requirePage(args: LoaderArgsLike, contentType: ContentType): RequestSite & { page: PageInfo } {
  const resolved = resolveRequestSite(args.context, args.request, args.url);
  const { match } = resolved;
  // A malformed slug names no content: 404 here, rather than a back-end 400 read as an outage.
  if (match.kind !== 'page' || match.route.contentType !== contentType || !hasValidSlugs(match.params)) {
    throw data({ pageCode: '404' }, { status: 404 });
  }
  // The request log and the metrics count the request under its content type.
  args.context.get(requestStateContext).routeKind = contentType;
  const culture = match.culture;
  const chain = routeAncestry(match.route.key, culture.code);
  const crumbs: Crumb[] = [{ routeKey: 'home', href: href({ route: 'home', culture }) }];
  for (const route of chain) {
    if (route.key === 'home') continue;
    const params = Object.fromEntries(route.paramNames.map((name) => [name, match.params[name] ?? '']));
    const lastParam = route.paramNames.at(-1);
    crumbs.push({
      routeKey: route.key,
      href: hrefDynamic({ route: route.key, culture, params }),
      // Until the content names it (game, post, promotion…), a slug reads as words: "pharaohs-nights" → "Pharaohs Nights".
      ...(lastParam ? { param: slugWords(match.params[lastParam] ?? '') } : {}),
    });
  }
  return { ...resolved, page: { routeKey: match.route.key, params: match.params, pageCode: match.pageCode, crumbs } };
}

/** A slug as a provisional title: words split on hyphens, each capitalised. */
export function slugWords(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
