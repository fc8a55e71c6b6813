import { compileRoutes, type CompiledRoute } from './compile-routes.ts';
import type { CultureCode } from './culture-codes.ts';
import { ROUTE_TABLE, type RouteKey } from './route-table.ts';

/** The compiled route table, keyed by route key, in table order. */
export const ROUTES: ReadonlyMap<string, CompiledRoute<RouteKey>> = compileRoutes(ROUTE_TABLE);

export function isRouteKey(key: string): key is RouteKey {
  return ROUTES.has(key);
}

export function getRoute(key: RouteKey): CompiledRoute<RouteKey> {
  const route = ROUTES.get(key);
  if (!route) throw new Error(`unknown route key '${key}'`);
  return route;
}

export function routeExists(key: string, culture: CultureCode): boolean {
  return ROUTES.get(key)?.patterns.has(culture) ?? false;
}

/** The route and its ancestors that exist in the culture, outermost first (for breadcrumbs). */
export function routeAncestry(key: RouteKey, culture: CultureCode): CompiledRoute<RouteKey>[] {
  const chain: CompiledRoute<RouteKey>[] = [];
  let current: CompiledRoute<RouteKey> | undefined = getRoute(key);
  while (current) {
    if (current.patterns.has(culture)) chain.unshift(current);
    current = current.parent === undefined ? undefined : ROUTES.get(current.parent);
  }
  return chain;
}
