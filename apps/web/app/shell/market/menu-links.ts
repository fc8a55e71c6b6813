import { tryHref, type CultureRef } from '@mc/sites/href';
import type { RouteKey } from '@mc/sites/route-table';

export interface MenuLink {
  routeKey: RouteKey;
  href: string;
}

/** Menu entries of a market that exist in the culture, with their URLs; the others never show. */
export function menuLinks(keys: readonly RouteKey[], culture: CultureRef): MenuLink[] {
  const links: MenuLink[] = [];
  for (const routeKey of keys) {
    const href = tryHref({ route: routeKey, culture });
    if (href !== null) links.push({ routeKey, href });
  }
  return links;
}
