// The promotions feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { PromotionArticle } from './promotion-article.tsx';
export { PromotionList } from './promotion-list.tsx';
export { PromotionUnavailable } from './promotion-unavailable.tsx';
export { PROMOTION_IMAGE } from './promotion-view.ts';
