import type { CultureCode } from '@mc/sites/culture-codes';
import { DATE_RANGE, dateRangeStatus } from '../../lib/date-range.ts';
import type { OfferFacts } from '../../lib/offers/offer-facts.ts';
import { bannerOfferRefusal } from '../../lib/offers/offer-rules.ts';
import { fillPlaceholders } from '../../lib/placeholders.ts';
import type { BannerConfig, BannerSlide, BtText } from './banner-schemas.ts';

// Banners fill placeholders as every other back-end text does (lib/placeholders.ts).
export { fillPlaceholders };

export interface ActiveSlide {
  section: string;
  terms: string;
  cta: string;
  /** Link target with placeholders replaced (still to resolve: route:, /path/, https:, #hash). */
  ctaLink: string;
  alt: string;
  /** Title of a bt banner. */
  title?: string;
  /** What it promotes (null: no offer): its significant terms and the promotion notice show with it. */
  offer: OfferFacts | null;
}

export type BannerSelection = { kind: 'none' } | { kind: 'plain'; slide: ActiveSlide } | { kind: 'carousel'; slides: ActiveSlide[] };

function toActive(slide: Pick<BannerSlide, 'section' | 'terms' | 'cta' | 'ctaLink' | 'alt' | 'offer'>, params: Readonly<Record<string, string>>): ActiveSlide {
  return {
    section: slide.section,
    terms: fillPlaceholders(slide.terms, params),
    cta: fillPlaceholders(slide.cta, params),
    ctaLink: fillPlaceholders(slide.ctaLink, params),
    alt: fillPlaceholders(slide.alt, params),
    offer: slide.offer,
  };
}

/**
 * What the main banner shows (spec/catalogue.md section 4): nothing when disabled for the
 * culture; with a bt code, one bt banner; otherwise the culture's slides (or the default
 * ones) whose date range holds `now`; fewer than 2 → a plain banner. An offer the market's
 * rules refuse (lib/offers/offer-rules.ts) is never shown: not a slide, not the plain banner,
 * not a bt banner (the default banner shows instead).
 */
export function selectSlides(
  config: BannerConfig,
  culture: CultureCode,
  now: number,
  params: Readonly<Record<string, string>> = {},
  bt: BtText | null = null,
): BannerSelection {
  if (config.disabled || config.culturesDisabled.includes(culture)) return { kind: 'none' };
  const allowed = (offer: OfferFacts | null) => bannerOfferRefusal(culture, offer) === null;
  if (bt && allowed(bt.offer)) {
    return {
      kind: 'plain',
      slide: {
        ...toActive({ section: config.section, terms: bt.terms, cta: bt.cta, ctaLink: bt.ctaLink, alt: bt.pageTitle, offer: bt.offer }, params),
        title: bt.pageTitle,
      },
    };
  }
  const slides = (config.culturesSlides[culture] ?? config.slides)
    .filter((slide) => dateRangeStatus(slide.startDate, slide.endDate, now) === DATE_RANGE.inRange && allowed(slide.offer))
    .map((slide) => toActive(slide, params));
  if (slides.length >= 2) return { kind: 'carousel', slides };
  const slide = slides[0] ?? (allowed(config.offer) ? toActive(config, params) : null);
  return slide ? { kind: 'plain', slide } : { kind: 'none' };
}
