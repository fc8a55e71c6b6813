import type { CultureCode } from '@mc/sites/culture-codes';
import { DATE_RANGE, dateRangeStatus } from '../../lib/date-range.ts';
import type { BannerConfig, BannerSlide, BtText } from './banner-schemas.ts';

export interface ActiveSlide {
  section: string;
  terms: string;
  cta: string;
  /** Link target with placeholders replaced (still to resolve: route:, /path/, https:, #hash). */
  ctaLink: string;
  alt: string;
  /** Title of a bt banner. */
  title?: string;
}

export type BannerSelection = { kind: 'none' } | { kind: 'plain'; slide: ActiveSlide } | { kind: 'carousel'; slides: ActiveSlide[] };

/** `[slug]`-style placeholders → route parameter values; `[slug]` also means the route's last parameter. */
export function fillPlaceholders(text: string, params: Readonly<Record<string, string>>): string {
  const values = Object.values(params);
  return text.replace(/\[([A-Za-z][A-Za-z0-9]*)\]/g, (whole, name: string) => params[name] ?? (name === 'slug' ? (values.at(-1) ?? whole) : whole));
}

function toActive(slide: Pick<BannerSlide, 'section' | 'terms' | 'cta' | 'ctaLink' | 'alt'>, params: Readonly<Record<string, string>>): ActiveSlide {
  return {
    section: slide.section,
    terms: fillPlaceholders(slide.terms, params),
    cta: fillPlaceholders(slide.cta, params),
    ctaLink: fillPlaceholders(slide.ctaLink, params),
    alt: fillPlaceholders(slide.alt, params),
  };
}

/**
 * What the main banner shows (spec/catalogue.md section 4): nothing when disabled for the
 * culture; with a bt code, one bt banner; otherwise the culture's slides (or the default
 * ones) whose date range holds `now`; fewer than 2 → a plain banner.
 */
export function selectSlides(
  config: BannerConfig,
  culture: CultureCode,
  now: number,
  params: Readonly<Record<string, string>> = {},
  bt: BtText | null = null,
): BannerSelection {
  if (config.disabled || config.culturesDisabled.includes(culture)) return { kind: 'none' };
  if (bt) {
    return {
      kind: 'plain',
      slide: { ...toActive({ section: config.section, terms: bt.terms, cta: bt.cta, ctaLink: bt.ctaLink, alt: bt.pageTitle }, params), title: bt.pageTitle },
    };
  }
  const slides = (config.culturesSlides[culture] ?? config.slides)
    .filter((slide) => dateRangeStatus(slide.startDate, slide.endDate, now) === DATE_RANGE.inRange)
    .map((slide) => toActive(slide, params));
  if (slides.length >= 2) return { kind: 'carousel', slides };
  return { kind: 'plain', slide: slides[0] ?? toActive(config, params) };
}
