import type { CompiledRoute } from './compile-routes.ts';
import type { RouteKey } from './route-table.ts';
import { hrefDynamic } from './href.ts';
import { resolveCulture } from './resolve-culture.ts';
import { matchRoute } from './route-matcher.ts';
import type { Culture, Site } from './site-schema.ts';

export const NOT_FOUND_PAGE_CODE = '404';

export type PageMatch =
  | { kind: 'page'; culture: Culture; route: CompiledRoute<RouteKey>; params: Record<string, string>; pageCode: string }
  | { kind: 'redirect'; culture: Culture; location: string }
  | { kind: 'not-found'; culture: Culture; pageCode: typeof NOT_FOUND_PAGE_CODE };

/**
 * Site + path → culture and route. A path missing only its trailing slash redirects to the
 * canonical URL (built by href, so it can never leave the site); anything else unknown is a
 * 404. Never throws.
 */
export function match(site: Pick<Site, 'cultures'>, pathname: string): PageMatch {
  const { culture, rest } = resolveCulture(site, pathname);
  if (rest.endsWith('/')) {
    const found = matchRoute(culture.code, rest);
    if (found) {
      return { kind: 'page', culture, route: found.route, params: found.params, pageCode: pageCodeOf(found.route, found.params) };
    }
    return { kind: 'not-found', culture, pageCode: NOT_FOUND_PAGE_CODE };
  }
  const found = matchRoute(culture.code, `${rest}/`);
  if (found) {
    const location = hrefDynamic({ route: found.route.key, culture, params: found.params });
    return { kind: 'redirect', culture, location };
  }
  return { kind: 'not-found', culture, pageCode: NOT_FOUND_PAGE_CODE };
}

/** The page code with parameter values in place of parameter names. */
export function pageCodeOf(route: CompiledRoute, params: Readonly<Record<string, string>>): string {
  return route.pageCode.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (whole, name: string) => params[name] ?? whole);
}
