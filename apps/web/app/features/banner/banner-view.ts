import type { CultureCode } from '@mc/sites/culture-codes';
import type { BannerData } from './banner-api.server.ts';
import { allowedBtText } from './banner-market.ts';
import { bannerImages, type BannerImages } from './banner-media.ts';
import type { BtText } from './banner-schemas.ts';
import type { BtCode } from './bt-code.ts';
import { selectSlides, type ActiveSlide, type BannerSelection } from './select-slides.ts';

export interface BannerView {
  selection: BannerSelection;
  images: (slide: ActiveSlide) => BannerImages;
}

/** What the main banner shows at a time, for the visitor's bt code once its texts are known. */
export function bannerView(data: BannerData, culture: CultureCode, now: number, personal: { code: BtCode; text: BtText } | null): BannerView {
  // bt texts come from the back end in the browser: what the market does not allow is not shown.
  const bt = personal && allowedBtText(culture, personal.text) ? personal : null;
  const selection = selectSlides(data.config, culture, now, data.params, bt?.text ?? null);
  const images = (slide: ActiveSlide) =>
    bannerImages(slide.section, {
      apiBase: data.apiBase,
      culture,
      ver: data.config.media.ver,
      gameSlug: data.gamePage ? data.params.gameSlug : undefined,
      bt: bt?.code ?? null,
      gamePage: data.gamePage,
    });
  return { selection, images };
}

/** The first slide's art as the server renders it (no bt code yet): the page's LCP image. */
export function leadBannerImages(data: BannerData, culture: CultureCode, now: number): BannerImages | null {
  const { selection, images } = bannerView(data, culture, now, null);
  if (selection.kind === 'none') return null;
  return images(selection.kind === 'plain' ? selection.slide : selection.slides[0]!);
}
