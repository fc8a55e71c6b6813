import { CONTENT_DATE, renderUrlset } from '../features/seo/index.ts';
import { contentUrls, isSitemapKind, pageUrls, sitemapFiles } from '../features/seo/index.server.ts';
import { NOT_FOUND_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../lib/cache-policy.ts';
import { resourceContext } from '../lib/resource-request.server.ts';
import type { Route } from './+types/sitemap-file';

/** `/sitemaps/<culture>/<kind>.xml`: one culture's pages or content of one type, with alternates. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = resourceContext(context, request, params.culture);
  const kind = (params.file ?? '').replace(/\.xml$/, '');
  if (
    !ctx ||
    !params.file?.endsWith('.xml') ||
    !isSitemapKind(kind) ||
    !sitemapFiles(ctx.site).some((file) => file.culture.code === ctx.culture.code && file.kind === kind)
  ) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_FOUND_CACHE_CONTROL } });
  }
  const urls = kind === 'pages' ? pageUrls(ctx.config.sites, ctx.site, ctx.culture, CONTENT_DATE) : await contentUrls(ctx, kind, CONTENT_DATE);
  return new Response(renderUrlset(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL } });
}
