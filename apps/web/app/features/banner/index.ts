// The banner feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { DESKTOP_MEDIA, MOBILE_MEDIA } from './banner-constants.ts';
export { leadBannerImages } from './banner-view.ts';
export { fillPlaceholders } from './select-slides.ts';
export { LocationBanners } from './location-banner-list.tsx';
