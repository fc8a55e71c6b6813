import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { bannerObjections, marketBannerConfig } from './banner-market.ts';
import { refusedBannerOffers } from './banner-offers.ts';
import { bannerConfigSchema, type BannerConfig } from './banner-schemas.ts';

/** Built once: cached-get.server.ts keeps a body's validation per schema object, so a schema made per call validated every request. */
const bannerConfigOrNull = bannerConfigSchema.nullable();

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
    schema: bannerConfigOrNull,
    fallback: null,
    entity: 'banners',
  });
  if (!result.data) return null;
  // Copy the market does not allow is left out (and logged, for editors to fix at the source):
  // a slide by itself, the whole banner where its own texts are at issue.
  const culture = ctx.culture.code;
  const main = bannerObjections(culture, result.data);
  const { config, dropped } = marketBannerConfig(result.data, culture);
  for (const entry of main.length ? [{ section: result.data.section, objections: main }, ...dropped] : dropped) {
    ctx.services.logger.warn('banner left out: the market does not allow its copy', { culture, routeKey, ...entry });
  }
  if (main.length > 0) return null;
  // Offers the market's rules refuse never render (select-slides.ts); logged here, once per load.
  for (const entry of refusedBannerOffers(config, culture))
    ctx.services.logger.warn('banner offer not shown: the market rules refuse it', { culture, routeKey, ...entry });
  const apiBase = ctx.config.imageCdn ? new URL(new URL(ctx.site.apiHost).pathname, ctx.config.imageCdn).toString() : ctx.site.apiHost;
  return { config, routeKey, params, apiBase, gamePage: config.media.gameSlugParam };
}
