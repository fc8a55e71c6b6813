import type { CultureCode } from '@mc/sites/culture-codes';
import { bannedTerms, linksToForbiddenRoute } from '../../lib/market/market-content.ts';
import type { BannerConfig, BannerSlide, BtText } from './banner-schemas.ts';

type BannerCopy = Pick<BannerSlide, 'terms' | 'cta' | 'ctaLink' | 'alt'>;

/**
 * Why a banner's copy may not be shown in the culture: the banned terms it uses (banners are
 * offers, so 'offers'-scoped rules apply) and whether it leads to a route the market removes
 * (a slide to the jackpots is jackpot content whatever its words). Empty: it may be shown.
 */
export function bannerObjections(culture: CultureCode, copy: BannerCopy): string[] {
  const terms = bannedTerms(culture, [copy.terms, copy.cta, copy.alt], 'offers');
  return linksToForbiddenRoute(culture, copy.ctaLink) ? [...terms, `link ${copy.ctaLink}`] : terms;
}

/** The config with the slides the market does not allow left out; `dropped` names them for the log. */
export function marketBannerConfig(config: BannerConfig, culture: CultureCode): { config: BannerConfig; dropped: { section: string; objections: string[] }[] } {
  const dropped: { section: string; objections: string[] }[] = [];
  const keep = (slides: readonly BannerSlide[]) =>
    slides.filter((slide) => {
      const objections = bannerObjections(culture, slide);
      if (objections.length > 0) dropped.push({ section: slide.section, objections });
      return objections.length === 0;
    });
  const culturesSlides = Object.fromEntries(Object.entries(config.culturesSlides).map(([code, slides]) => [code, keep(slides)]));
  return { config: { ...config, slides: keep(config.slides), culturesSlides }, dropped };
}

/** A visitor's bt banner texts, or null where the market does not allow them (the default banner shows instead). */
export function allowedBtText(culture: CultureCode, text: BtText | null): BtText | null {
  if (!text) return null;
  return bannerObjections(culture, { terms: text.terms, cta: text.cta, ctaLink: text.ctaLink, alt: text.pageTitle }).length === 0 ? text : null;
}
