import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { bannerConfigSchema, type BannerConfig } from './banner-schemas.ts';

/** What a page hands the main banner: the route's config and what its media URLs need. */
export interface BannerData {
  config: BannerConfig;
  routeKey: string;
  params: Record<string, string>;
  /** Base for v1/banners/media and bt-texts (the API host, or the CDN in front of it). */
  apiBase: string;
  gamePage: boolean;
}

/** The route's banner config; null where the route has none (or the back end fails). */
export async function loadBanner(ctx: SiteApiContext, routeKey: string, params: Record<string, string>): Promise<BannerData | null> {
  const result = await cachedGet(ctx, {
    path: `v1/banners/config/${encodeURIComponent(routeKey)}`,
    query: { culture: ctx.culture.code },
    schema: bannerConfigSchema.nullable(),
    fallback: null,
    entity: 'banners',
  });
  if (!result.data) return null;
  const apiBase = ctx.config.imageCdn ? new URL(new URL(ctx.site.apiHost).pathname, ctx.config.imageCdn).toString() : ctx.site.apiHost;
  return { config: result.data, routeKey, params, apiBase, gamePage: result.data.media.gameSlugParam };
}
