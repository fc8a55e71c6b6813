import type { CultureCode } from '@mc/sites/culture-codes';
import { hrefDynamic, type CultureRef } from '@mc/sites/href';
import { ROUTES } from '@mc/sites/routes';

export interface SiteMapNode {
  routeKey: string;
  href: string;
  children: SiteMapNode[];
}

/**
 * The culture's site-map routes (siteMapType static) as a tree following the route table's
 * parents; a route whose parent is not listed sits at the top.
 */
export function siteMapTree(culture: CultureRef & { code: CultureCode }): SiteMapNode[] {
  const listed = [...ROUTES.values()].filter((route) => route.siteMapType === 'static' && route.patterns.has(culture.code));
  const keys = new Set(listed.map((route) => route.key));
  const nodes = new Map(
    listed.map((route) => [route.key, { routeKey: route.key, href: hrefDynamic({ route: route.key, culture }), children: [] as SiteMapNode[] }]),
  );
  const roots: SiteMapNode[] = [];
  for (const route of listed) {
    const node = nodes.get(route.key)!;
    if (route.parent && keys.has(route.parent)) nodes.get(route.parent)!.children.push(node);
    else roots.push(node);
  }
  return roots;
}
