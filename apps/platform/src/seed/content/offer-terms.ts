import type { CultureCode } from '@mc/sites/culture-codes';
import { DEFAULT_TERMS_CURRENCY, marketOf } from '@mc/sites/markets';
import type { Static } from '@sinclair/typebox';
import type { PromotionKind, SignificantTerms } from '../../schemas/offers.ts';
import { BONUS_MARKETS, bonusMarketCode } from './bonus-policy.ts';

type Terms = Static<typeof SignificantTerms>;
type BonusMarket = (typeof BONUS_MARKETS)[number];

const marketByCode = (code: string): BonusMarket | undefined => BONUS_MARKETS.find((market) => market.code === code);
const DEFAULT = marketByCode('default')!;

/**
 * An offer's significant terms, derived from the bonus terms its culture's offers follow (never
 * written twice): the welcome offer takes the market's welcome variant where there is one
 * (`uk-welcome`), and `offerCode` one of the market's own offers (Spain's 300 spins, cashback).
 * Where the market's terms are silent the default terms apply; default amounts only where they
 * are in the same currency, as an amount is never converted.
 */
export function significantTermsFor(culture: CultureCode, kind: PromotionKind, offerCode?: string): Terms {
  const code = bonusMarketCode(culture);
  const market = (kind === 'welcome' ? marketByCode(`${code}-welcome`) : undefined) ?? marketByCode(code) ?? DEFAULT;
  const currency = market.currency ?? marketOf(culture).termsCurrency;
  const sameCurrency = market.currency === null || market.currency === DEFAULT_TERMS_CURRENCY;
  const amount = (own: number | null, fallback: number | null) => own ?? (sameCurrency ? fallback : null);
  const wagering = market.wagering ?? DEFAULT.wagering;
  const terms: Terms = {
    currency,
    minDeposit: amount(market.minDeposit, DEFAULT.minDeposit),
    maxBonus: amount(market.maxBonus, DEFAULT.maxBonus),
    wagering: wagering && { multiplier: wagering.multiplier, base: wagering.base },
    expiresInDays: wagering?.days ?? null,
  };
  const offer = offerCode ? market.offers.find((entry) => entry.code === offerCode) : undefined;
  if (!offer) return terms;
  return {
    ...terms,
    minDeposit: offer.minDeposit ?? terms.minDeposit,
    maxBonus: offer.maxAmount ?? terms.maxBonus,
    wagering: offer.wageringMultiplier === undefined ? terms.wagering : { multiplier: offer.wageringMultiplier, base: 'bonus' },
  };
}
