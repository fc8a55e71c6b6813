import { PAGE_CACHE_CONTROL } from '../lib/cache-policy.ts';
import { resolveRequestSite } from '../lib/request-site.server.ts';
import { renderSitemap, sitemapEntries } from '../lib/seo/sitemap.ts';
import type { Route } from './+types/sitemap-xml';

export function loader({ context, request, url }: Route.LoaderArgs) {
  const { config, site } = resolveRequestSite(context, request, url);
  return new Response(renderSitemap(sitemapEntries(config.sites, site)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL },
  });
}
