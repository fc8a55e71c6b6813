import { requestUrl } from '../../lib/http/request-data.ts';
import { BANNER } from './banner-constants.ts';

export interface BannerMediaContext {
  /** Site API host, or the CDN origin that fronts it. */
  apiBase: string;
  culture: string;
  ver: string;
  gameSlug?: string;
  bt?: { code: string; r?: string | null } | null;
  /** Game pages use a shorter mobile foreground (taller in sv and de-DE). */
  gamePage: boolean;
}

export interface BannerImages {
  desktopBg: string;
  desktopFg: string;
  mobileBg: string;
  mobileFg: string;
  mobileFgHeight: number;
}

/** URLs of the four layers of a slide from v1/banners/media (spec/catalogue.md section 7). */
export function bannerImages(section: string, ctx: BannerMediaContext): BannerImages {
  const url = (device: 'desktop' | 'mobile', layer: 'bg' | 'fg') =>
    requestUrl({
      baseUrl: ctx.apiBase,
      path: 'v1/banners/media',
      query: { device, culture: ctx.culture, sectionCode: section, layer, ver: ctx.ver, bt: ctx.bt?.code, r: ctx.bt?.r ?? undefined, gameSlug: ctx.gameSlug },
    });
  const tall = ctx.culture === 'sv' || ctx.culture === 'de-DE';
  return {
    desktopBg: url('desktop', 'bg'),
    desktopFg: url('desktop', 'fg'),
    mobileBg: url('mobile', 'bg'),
    mobileFg: url('mobile', 'fg'),
    mobileFgHeight: ctx.gamePage ? (tall ? BANNER.gamePageMobileFgHeightTall : BANNER.gamePageMobileFgHeight) : BANNER.mobileFg.height,
  };
}
