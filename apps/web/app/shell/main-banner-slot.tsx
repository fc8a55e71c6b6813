import { useLocation, useMatches } from 'react-router';
import type { BannerData } from '../features/banner/banner-api.server.ts';
import { MainBanner } from '../features/banner/main-banner.tsx';

/** The main banner slot between header and page body: the current page's banner, if it has one. */
export function MainBannerSlot() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const banner = (matches.at(-1)?.loaderData as { banner?: BannerData | null } | undefined)?.banner;
  return banner ? <MainBanner key={pathname} data={banner} /> : null;
}
