// The banner feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { type BannerData, loadBanner } from './banner-api.server.ts';
