// The info feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { marketCurrency, orderMarkets, parseBonusPolicy } from './bonus-policy.ts';
export { BonusTerms } from './bonus-terms.tsx';
export { COUNTRY_SLUG, countryName } from './country-name.ts';
export { FeedArticle } from './feed-article.tsx';
export { siteMapTree, type SiteMapNode } from './site-map-tree.ts';
