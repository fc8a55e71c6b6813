import type { CultureCode } from '@mc/sites/culture-codes';
import { marketRule, offersBarredBy } from '@mc/sites/markets';
import { WELCOME_KIND, type OfferFacts, type SignificantTerms, type Wagering } from './offer-facts.ts';

/**
 * The market rules on offers (packages/sites/src/markets.ts), asked by rule kind, never by
 * market, so a new market with the same rule needs no code here. Every place that shows an
 * offer (promotion lists and pages, banners, the sitemap) asks `offerRefusal` first.
 */
export type OfferRefusal = 'no-real-money-play' | 'no-bonus-offers' | 'welcome-offer-only' | 'wagering-cap' | 'significant-terms';

/**
 * Whether a wagering requirement is above a cap stated as a multiple of the bonus. One on deposit
 * plus bonus is larger than its multiplier says (twice it for a matched deposit) and cannot be
 * compared with such a cap, so it counts as above it.
 */
export function exceedsWageringCap(wagering: Wagering, cap: number): boolean {
  return wagering.base !== 'bonus' || wagering.multiplier > cap;
}

/** Terms with all four significant terms stated (minimum deposit, maximum bonus, wagering, expiry). */
export type CompleteTerms = SignificantTerms & { minDeposit: number; maxBonus: number; wagering: Wagering; expiresInDays: number };

export function hasSignificantTerms(terms: SignificantTerms | null): terms is CompleteTerms {
  return terms !== null && terms.minDeposit !== null && terms.maxBonus !== null && terms.wagering !== null && terms.expiresInDays !== null;
}

/**
 * Why the culture's market does not show this offer, or null where it may: no offer at all where
 * real-money play is barred (India: an offer invites it) or bonuses for betting are (Brazil); not the welcome offer
 * where only that one may be shown (an unknown kind is not the welcome offer); wagering above the
 * market's cap; significant terms missing where they must stand next to the call to action.
 */
export function offerRefusal(culture: CultureCode, offer: OfferFacts): OfferRefusal | null {
  const barred = offersBarredBy(culture);
  if (barred) return barred;
  if (marketRule(culture, 'welcome-offer-only') && offer.kind !== WELCOME_KIND) return 'welcome-offer-only';
  const cap = marketRule(culture, 'wagering-cap');
  if (cap && offer.significantTerms?.wagering && exceedsWageringCap(offer.significantTerms.wagering, cap.multiplier)) return 'wagering-cap';
  if (marketRule(culture, 'significant-terms') && !hasSignificantTerms(offer.significantTerms)) return 'significant-terms';
  return null;
}

/**
 * For a banner: its offer's refusal, where a null kind is the offers in general (a banner for
 * the promotions page), which names no terms but is still more than the welcome offer.
 */
export function bannerOfferRefusal(culture: CultureCode, offer: OfferFacts | null | undefined): OfferRefusal | null {
  if (!offer) return null;
  if (offer.kind === null) {
    return offersBarredBy(culture) ?? (marketRule(culture, 'welcome-offer-only') ? 'welcome-offer-only' : null);
  }
  return offerRefusal(culture, offer);
}

/** Whether offers show their significant terms next to the call to action ('significant-terms'). */
export function showsSignificantTerms(culture: CultureCode): boolean {
  return marketRule(culture, 'significant-terms') !== undefined;
}

/** Whether promotional content carries the culture's `compliance.promotionNotice` ('promotion-notice'). */
export function showsPromotionNotice(culture: CultureCode): boolean {
  return marketRule(culture, 'promotion-notice') !== undefined;
}
