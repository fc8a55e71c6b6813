// The banner feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { type BannerData, loadBanner } from './banner-api.server.ts';
export { type LocationBannerList, loadLocationBanners } from './location-banners.server.ts';
