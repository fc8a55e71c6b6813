import type { BannerLocationName } from '@mc/sites/banner-locations';
import { imageUrl } from '../../lib/media/image-url.ts';
import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { locationListSchema, selectLocationBanners, type LocationBanner } from './location-banners.ts';

/** What a page renders of a banner location. */
export interface LocationBannerList {
  location: BannerLocationName;
  banners: LocationBanner[];
}

/**
 * A location's banners as shown at the time of the request (the platform keeps every window; the
 * list is cached whole and filtered on each render). A failing back end shows none; a banner the
 * market does not allow, or a malformed one, is left out and logged for editors to fix at the source.
 */
export async function loadLocationBanners(
  ctx: SiteApiContext,
  location: BannerLocationName,
  options: { exceptGame?: string; now?: number } = {},
): Promise<LocationBannerList> {
  const result = await cachedGet(ctx, {
    path: `v1/banners/locations/${location}`,
    query: { culture: ctx.culture.code },
    schema: locationListSchema,
    fallback: { items: [] },
    entity: 'banners',
  });
  const culture = ctx.culture.code;
  const { shown, leftOut } = selectLocationBanners(result.data.items, culture, options.now ?? Date.now(), options);
  for (const entry of leftOut) ctx.services.logger.warn('location banner left out', { culture, location, ...entry });
  const base = { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost };
  return { location, banners: shown.map((banner) => ({ ...banner, image: imageUrl(banner.image, base) ?? '' })) };
}
