import { tryHref, type CultureRef } from '@mc/sites/href';
import type { CultureCode } from '@mc/sites/culture-codes';
import { DATE_RANGE, dateRangeStatus } from '../../lib/date-range.ts';
import { imageUrl } from '../../lib/media/image-url.ts';
import type { SignificantTerms } from '../../lib/offers/offer-facts.ts';
import { offerRefusal, type OfferRefusal } from '../../lib/offers/offer-rules.ts';
import { resolveRichTextLink } from '../../lib/rich-text/resolve-link.ts';
import type { PromotionDetail, PromotionSummary } from './promotion-schemas.ts';

/** Promotion art is 1200×630 (apps/platform/README.md); boxes reserve that ratio. */
export const PROMOTION_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The list shows every running promotion, plus a small, clearly marked "recently ended"
 * section: promotions that ended in the last RECENTLY_ENDED_DAYS days, newest first, at most
 * RECENTLY_ENDED_MAX of them. Older ones are left out of the list (their pages still answer,
 * saying they have ended); not-yet-started ones are never listed.
 */
export const RECENTLY_ENDED_DAYS = 30;
export const RECENTLY_ENDED_MAX = 3;
const DAY_MS = 86_400_000;

/** Back-end slugs are URL-safe kebab case (openapi.yaml); anything else cannot exist. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isKebabSlug = (slug: string): boolean => slug.length <= 120 && SLUG.test(slug);

/** Id of the terms section of a promotion's page (the cards' terms links point at it). */
export const PROMOTION_TERMS_ID = 'terms';

export type PromotionState = 'active' | 'upcoming' | 'ended';

/**
 * Whether a promotion is running at `now`: its dates decide (spec date-range check). The back
 * end's own status can only make it less live, so clock skew between the two never shows a
 * promotion that the back end already treats as upcoming or expired as running.
 */
export function promotionState(item: Pick<PromotionSummary, 'startDate' | 'endDate' | 'status'>, now: number): PromotionState {
  const range = dateRangeStatus(item.startDate, item.endDate, now);
  if (range === DATE_RANGE.notStarted || item.status === 'upcoming') return 'upcoming';
  if (range === DATE_RANGE.expired || item.status === 'expired') return 'ended';
  return 'active';
}

/** A resolved call to action: where it goes and how (Link, hash or new tab). */
export interface PromotionCta {
  label: string;
  kind: 'internal' | 'external' | 'hash';
  href: string;
}

/** CMS CTA (`route:key`, `/path/`, `https://…`, `#hash`) → a link, or null where it cannot be shown. */
export function toCta(label: string, target: string, culture: CultureRef): PromotionCta | null {
  const text = label.trim();
  if (!text) return null;
  const link = resolveRichTextLink(target.trim(), culture);
  return link.kind === 'none' ? null : { label: text, kind: link.kind, href: link.href };
}

export interface ImageBase {
  imageCdn: string | null;
  apiHost: string;
}

/** A promotion card of the list, URLs resolved on the server. */
export interface PromotionCard {
  slug: string;
  title: string;
  summary: string;
  image: string | null;
  alt: string;
  startDate: string;
  endDate: string;
  state: 'active' | 'ended';
  /** The promotion's own page (route `promotion`), and its terms on that page. */
  href: string;
  termsHref: string;
  /** Ended promotions have no live call to action. */
  cta: PromotionCta | null;
  /** What the market's offer rules were checked on (lib/offers); the terms stand next to the call to action where the market asks. */
  kind: string | null;
  significantTerms: SignificantTerms | null;
}

export interface PromotionSelection {
  active: PromotionCard[];
  ended: PromotionCard[];
}

/**
 * The promotions the culture's market lets the page show, and those its offer rules refuse
 * (welcome-offer-only, wagering-cap, significant-terms), for the log: a refused promotion is
 * neither listed nor given a page.
 */
export function marketOffers<T extends Pick<PromotionSummary, 'slug' | 'kind' | 'significantTerms'>>(
  items: readonly T[],
  culture: CultureCode,
): { shown: T[]; refused: { slug: string; rule: OfferRefusal }[] } {
  const shown: T[] = [];
  const refused: { slug: string; rule: OfferRefusal }[] = [];
  for (const item of items) {
    const rule = offerRefusal(culture, item);
    if (rule) refused.push({ slug: item.slug, rule });
    else shown.push(item);
  }
  return { shown, refused };
}

export interface PromotionList extends PromotionSelection {
  /** False when the back end failed: the page says promotions are unavailable instead of "none running". */
  available: boolean;
}

/**
 * The list's running and recently ended promotions, in the back end's order (active first),
 * each once; items without a page in the culture are dropped.
 */
export function selectPromotions(items: readonly PromotionSummary[], now: number, culture: CultureRef, images: ImageBase): PromotionSelection {
  const seen = new Set<string>();
  const active: PromotionCard[] = [];
  const ended: { card: PromotionCard; end: number }[] = [];
  const endedSince = now - RECENTLY_ENDED_DAYS * DAY_MS;
  for (const item of items) {
    if (seen.has(item.slug) || !isKebabSlug(item.slug)) continue;
    seen.add(item.slug);
    const state = promotionState(item, now);
    if (state === 'upcoming') continue;
    const params = { promotionSlug: item.slug };
    const href = tryHref({ route: 'promotion', culture, params });
    const termsHref = tryHref({ route: 'promotion', culture, params, hash: PROMOTION_TERMS_ID });
    if (!href || !termsHref) continue;
    const card: PromotionCard = {
      slug: item.slug,
      title: item.title,
      summary: item.summary,
      image: imageUrl(item.image, images),
      alt: item.alt,
      startDate: item.startDate,
      endDate: item.endDate,
      state,
      href,
      termsHref,
      cta: state === 'active' ? toCta(item.ctaLabel, item.ctaLink, culture) : null,
      kind: item.kind,
      significantTerms: item.significantTerms,
    };
    if (state === 'active') {
      active.push(card);
      continue;
    }
    const end = Date.parse(item.endDate);
    if (!Number.isNaN(end) && end >= endedSince && end <= now) ended.push({ card, end });
  }
  ended.sort((a, b) => b.end - a.end);
  return { active, ended: ended.slice(0, RECENTLY_ENDED_MAX).map(({ card }) => card) };
}

/** A promotion's page as rendered. */
export interface PromotionView {
  slug: string;
  title: string;
  summary: string;
  body: string;
  terms: string;
  image: string | null;
  alt: string;
  startDate: string;
  endDate: string;
  state: 'active' | 'ended';
  /** Null when the promotion has ended (no live call to action) or its link cannot be resolved. */
  cta: PromotionCta | null;
  leaderboardSlug: string | null;
  kind: string | null;
  significantTerms: SignificantTerms | null;
}

/**
 * A promotion's page, or null where the page must be a 404: not started yet (never shown
 * before its start) or unpublished (drafts only show in previews). Ended promotions keep
 * their page, without their call to action.
 */
export function toPromotionView(detail: PromotionDetail, now: number, culture: CultureRef, images: ImageBase): PromotionView | null {
  if (!detail.published) return null;
  const state = promotionState(detail, now);
  if (state === 'upcoming') return null;
  return {
    slug: detail.slug,
    title: detail.title,
    summary: detail.summary,
    body: detail.body,
    terms: detail.terms,
    image: imageUrl(detail.image, images),
    alt: detail.alt,
    startDate: detail.startDate,
    endDate: detail.endDate,
    state,
    cta: state === 'active' ? toCta(detail.ctaLabel, detail.ctaLink, culture) : null,
    leaderboardSlug: detail.leaderboardSlug && isKebabSlug(detail.leaderboardSlug) ? detail.leaderboardSlug : null,
    kind: detail.kind,
    significantTerms: detail.significantTerms,
  };
}
