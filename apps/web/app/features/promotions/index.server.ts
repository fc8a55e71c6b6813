// The promotions feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { loadPromotion, loadPromotionList } from './promotions-api.server.ts';
