import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { promotionDetailSchema, promotionListSchema } from './promotion-schemas.ts';
import { isKebabSlug, marketOffers, selectPromotions, toPromotionView, type PromotionList, type PromotionView } from './promotion-view.ts';

/** Built once: cached-get.server.ts keeps a body's validation per schema object, so a schema made per call validated every request. */
const promotionDetailOrNull = promotionDetailSchema.nullable();

/** A promotion the market's offer rules refuse is left out, and logged for editors to fix at the source. */
function logRefused(ctx: SiteApiContext, refused: readonly { slug: string; rule: string }[]): void {
  for (const { slug, rule } of refused)
    ctx.services.logger.warn('promotion not shown: the market rules refuse the offer', { culture: ctx.culture.code, slug, rule });
}

/** The culture's running (and recently ended) promotions; a failing back end gives an empty, unavailable list. */
export async function loadPromotionList(ctx: SiteApiContext, now: number): Promise<PromotionList> {
  const result = await cachedGet(ctx, {
    path: 'v1/cms/promotions',
    query: { culture: ctx.culture.code },
    schema: promotionListSchema,
    fallback: { items: [] },
    entity: 'promotions',
  });
  const images = { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost };
  if (result.status === 'fallback') return { available: false, active: [], ended: [] };
  // The data cache keys entries by path and query only: another caller of this endpoint with a
  // narrower schema (the promotions sitemap) may have stored a stripped copy. Check the shape
  // again and treat a mismatch like a failing back end, never as a broken page.
  const list = promotionListSchema.safeParse(result.data);
  if (!list.success) {
    ctx.services.logger.error('cached promotion list does not match its schema', { culture: ctx.culture.code, issue: list.error.issues[0]?.message });
    ctx.state.degraded = true;
    return { available: false, active: [], ended: [] };
  }
  const { shown, refused } = marketOffers(list.data.items, ctx.culture.code);
  logRefused(ctx, refused);
  return { available: true, ...selectPromotions(shown, now, ctx.culture, images) };
}

export type PromotionResult = { status: 'fresh'; promotion: PromotionView } | { status: 'not-found' } | { status: 'fallback' };

/**
 * One promotion by slug. `not-found` for a slug that cannot exist, one the back end does not
 * know, a not-yet-started or an unpublished one, or one the market's offer rules refuse;
 * `fallback` when the back end failed.
 */
export async function loadPromotion(ctx: SiteApiContext, slug: string, now: number): Promise<PromotionResult> {
  if (!isKebabSlug(slug)) return { status: 'not-found' };
  const result = await cachedGet(ctx, {
    path: `v1/cms/promotions/${encodeURIComponent(slug)}`,
    query: { culture: ctx.culture.code },
    schema: promotionDetailOrNull,
    fallback: null,
    entity: 'promotions',
  });
  if (result.status === 'fallback') return { status: 'fallback' };
  if (result.status === 'not-found' || !result.data) return { status: 'not-found' };
  const { refused } = marketOffers([result.data], ctx.culture.code);
  logRefused(ctx, refused);
  if (refused.length > 0) return { status: 'not-found' };
  const promotion = toPromotionView(result.data, now, ctx.culture, { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost });
  return promotion ? { status: 'fresh', promotion } : { status: 'not-found' };
}
