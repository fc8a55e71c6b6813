import { preload } from 'react-dom';
import { useMatches } from 'react-router';
import type { BannerData } from '../features/banner/index.server.ts';
import { DESKTOP_MEDIA, MOBILE_MEDIA, leadBannerImages } from '../features/banner/index.ts';
import { Island } from '../lib/islands/island.tsx';
import { useRootData } from '../lib/use-root-data.ts';

/** The main banner slot between header and page body: the current page's banner (an island), if it has one. */
export function MainBannerSlot() {
  const matches = useMatches();
  const { culture, now } = useRootData();
  const banner = (matches.at(-1)?.loaderData as { banner?: BannerData | null } | undefined)?.banner;
  if (!banner) return null;
  const lead = leadBannerImages(banner, culture.code, now);
  if (lead) {
    // The LCP image sits in <picture>, which React does not preload by itself: announce both arts in <head>.
    preload(lead.desktopBg, { as: 'image', fetchPriority: 'high', media: DESKTOP_MEDIA });
    preload(lead.mobileBg, { as: 'image', fetchPriority: 'high', media: MOBILE_MEDIA });
  }
  return <Island name="main-banner" props={{ data: banner }} />;
}
