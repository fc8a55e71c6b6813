import type { ContentType } from '@mc/sites/route-types';
import { ROUTES } from '@mc/sites/routes';
import type { Site } from '@mc/sites/site-schema';

export interface PagePath {
  /** React Router path, e.g. `en-CA/online-slots/:gameSlug/`. */
  path: string;
  contentType: ContentType;
  id: string;
}

/**
 * Every distinct URL pattern any culture of any site serves, with the content type that
 * renders it. React Router matches on path only; the loaders then run match() for the
 * request's host, so a path that exists on another site is still a 404 here.
 */
export function pagePaths(sites: readonly Pick<Site, 'cultures'>[]): PagePath[] {
  const byPath = new Map<string, PagePath>();
  for (const site of sites) {
    for (const culture of site.cultures) {
      for (const route of ROUTES.values()) {
        const pattern = route.patterns.get(culture.code);
        if (pattern === undefined) continue;
        const path = `${culture.route}${pattern}`.replace(/^\//, '');
        const existing = byPath.get(path);
        if (existing && existing.contentType !== route.contentType) {
          throw new Error(`path '/${path}' is served by content types '${existing.contentType}' and '${route.contentType}'`);
        }
        byPath.set(path, { path, contentType: route.contentType, id: `page:/${path}` });
      }
    }
  }
  return [...byPath.values()];
}
