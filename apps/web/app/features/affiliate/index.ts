/** Affiliate attribution cookies (issue 16, docs/tags-and-attribution.md). */
export { startAffiliate } from './start-affiliate.ts';
