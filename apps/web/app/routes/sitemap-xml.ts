import { PAGE_CACHE_CONTROL } from '../lib/cache-policy.ts';
import { resolveRequestSite } from '../lib/request-site.server.ts';
import { renderSitemapIndex, CONTENT_DATE } from '../features/seo/index.ts';
import { sitemapFilePath, sitemapFiles } from '../features/seo/index.server.ts';
import { siteOrigin } from '@mc/sites/resolve-site';
import type { Route } from './+types/sitemap-xml';

/** The site's sitemap index: one sitemap per culture and content type. */
export function loader({ context, request, url }: Route.LoaderArgs) {
  const { site } = resolveRequestSite(context, request, url);
  const origin = siteOrigin(site);
  const files = sitemapFiles(site).map(({ culture, kind }) => ({ loc: `${origin}${sitemapFilePath(culture, kind)}`, lastmod: CONTENT_DATE }));
  return new Response(renderSitemapIndex(files), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL } });
}
