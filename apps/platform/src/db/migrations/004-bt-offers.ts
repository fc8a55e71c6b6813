/**
 * What a banner-tracking (bt) banner promotes, as the main banner's slides state it: JSON of
 * schemas/offers.ts BannerOffer (an offer's kind and significant terms, or the offers in
 * general), NULL when the banner promotes no offer. The market's offer rules are checked on it.
 */
export const sql = /* sql */ `
ALTER TABLE bt_codes ADD COLUMN offer TEXT;
`;
