import { siteOrigin } from '@mc/sites/resolve-site';
import { PAGE_CACHE_CONTROL } from '../lib/cache-policy.ts';
import { resolveRequestSite } from '../lib/request-site.server.ts';
import type { Route } from './+types/robots-txt';

/** Per-site robots.txt: previews and search results stay out of the index; points at the sitemap. */
export function loader({ context, request, url }: Route.LoaderArgs) {
  const { site } = resolveRequestSite(context, request, url);
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /preview/', 'Disallow: /__', '', `Sitemap: ${siteOrigin(site)}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL } });
}
