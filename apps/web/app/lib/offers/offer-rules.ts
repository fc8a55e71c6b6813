import type { CultureCode } from '@mc/sites/culture-codes';
import { marketRule, offersBarredBy, type OfferBarringRule } from '@mc/sites/markets';
import { WELCOME_KIND, type OfferFacts, type OfferTermsType, type SignificantTerms, type Wagering } from './offer-facts.ts';

/**
 * The market rules on offers (packages/sites/src/markets.ts), asked by rule kind, never by
 * market, so a new market with the same rule needs no code here. Every place that shows an
 * offer (promotion lists and pages, banners, the sitemap) asks `offerRefusal` first.
 */
export type OfferRefusal = OfferBarringRule | 'welcome-offer-only' | 'wagering-cap' | 'significant-terms';

/**
 * Whether a wagering requirement is above a cap stated as a multiple of the bonus (or of bonus
 * spins' winnings, which are the bonus there). One on deposit plus bonus is larger than its
 * multiplier says (twice it for a matched deposit) and cannot be compared with such a cap, so it
 * counts as above it.
 */
export function exceedsWageringCap(wagering: Wagering, cap: number): boolean {
  return (wagering.base !== 'bonus' && wagering.base !== 'winnings') || wagering.multiplier > cap;
}

/** The terms an offer of each type must state to be complete: what a player needs to know before taking it up. */
const REQUIRED: Readonly<Record<OfferTermsType, readonly (keyof SignificantTerms)[]>> = {
  'deposit-bonus': ['percent', 'minDeposit', 'maxBonus', 'wagering', 'contributions', 'expiresInDays'],
  'bonus-spins': ['spins', 'minDeposit', 'wagering', 'expiresInDays'],
  cashback: ['percent', 'maxBonus', 'creditedOn', 'wagering', 'expiresInDays'],
  race: ['prizePool', 'entry'],
  'prize-draw': ['entry'],
};

/** Whether the terms state every significant term of their type. */
export function hasSignificantTerms(terms: SignificantTerms | null): terms is SignificantTerms {
  if (terms === null) return false;
  if ((terms.type === 'race' || terms.type === 'prize-draw') && terms.entry?.stakePerUnit == null) return false;
  return REQUIRED[terms.type].every((key) => terms[key] !== null);
}

/**
 * Why the culture's market does not show this offer, or null where it may: no offer at all where
 * real-money play is barred (India: an offer invites it), bonuses for betting are (Brazil) or an
 * unlicensed operator may not market (Finland, Norway); not the welcome offer where only that
 * one may be shown (an unknown kind is not the welcome offer); wagering above the market's cap;
 * significant terms incomplete where the market makes them a condition of showing the offer
 * ('significant-terms'; every market shows them where they are complete: offer-notes.tsx).
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

/** Whether promotional content carries the culture's `compliance.promotionNotice` ('promotion-notice'). */
export function showsPromotionNotice(culture: CultureCode): boolean {
  return marketRule(culture, 'promotion-notice') !== undefined;
}
