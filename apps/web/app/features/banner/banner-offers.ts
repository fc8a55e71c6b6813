import type { CultureCode } from '@mc/sites/culture-codes';
import { bannerOfferRefusal, type OfferRefusal } from '../../lib/offers/offer-rules.ts';
import type { BannerConfig } from './banner-schemas.ts';

/**
 * The banner's offers the culture's market rules refuse (its own and its slides'), for the log:
 * select-slides.ts leaves them out wherever the banner renders, this names them for editors.
 */
export function refusedBannerOffers(config: BannerConfig, culture: CultureCode): { section: string; rule: OfferRefusal }[] {
  const refused: { section: string; rule: OfferRefusal }[] = [];
  for (const slide of [config, ...(config.culturesSlides[culture] ?? config.slides)]) {
    const rule = bannerOfferRefusal(culture, slide.offer);
    if (rule) refused.push({ section: slide.section, rule });
  }
  return refused;
}
