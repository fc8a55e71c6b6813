// The seo feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { blogPosting, videoGame, buildSeo, type SeoData, type SeoInput } from './build-seo.ts';
export { CONTENT_DATE } from './content-date.ts';
export { seoMeta } from './seo-meta.ts';
export { renderUrlset, renderSitemapIndex } from './sitemap-xml.ts';
