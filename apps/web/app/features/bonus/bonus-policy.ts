import type { CultureCode } from '@mc/sites/culture-codes';
import { bonusTermsCulture, DEFAULT_TERMS_CURRENCY, marketOf, marketRule } from '@mc/sites/markets';
import { z } from 'zod';
import { exceedsWageringCap } from '../../lib/offers/offer-rules.ts';

const nullableNumber = z.number().nullable();

/** One market's bonus terms (spec/catalogue.md section 9) as the bonusPolicy feed sends them. */
export const bonusMarketSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  firstDepositOnly: z.boolean(),
  minDeposit: nullableNumber,
  maxBonus: nullableNumber,
  wagering: z
    .object({
      multiplier: z.number(),
      base: z.string(),
      days: z.number(),
      contributions: z.object({ slots: z.number(), other: z.number() }).nullable(),
    })
    .nullable(),
  maxBet: z.object({ percentOfBonus: nullableNumber, minimum: nullableNumber, cap: nullableNumber, fixed: nullableNumber }).nullable(),
  freeSpins: z.object({ spinValue: z.number(), wageringMultiplier: z.number(), days: z.number(), slotsOnly: z.boolean() }).nullable(),
  claimOncePerHours: nullableNumber,
  offers: z.array(z.object({ code: z.string() }).catchall(z.union([z.number(), z.string(), z.null()]))),
});
export type BonusMarket = z.infer<typeof bonusMarketSchema>;

export const bonusPolicySchema = z.object({ market: z.string(), markets: z.array(bonusMarketSchema) });

/** Where each market's policy is published: the culture whose bonus page it is (from the markets' `bonusTerms`), null where none. */
export function marketCulture(code: string): CultureCode | null {
  return bonusTermsCulture(code);
}

export function parseBonusPolicy(data: unknown): z.infer<typeof bonusPolicySchema> | null {
  const parsed = bonusPolicySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * The currency a market's terms are stated in, never converted into the visitor's: the market's
 * own; for the default (euro and dollar) terms, the culture's terms currency where they are its
 * own terms (€ on an international page, $ on a Canadian one), else the euro, as on a Danish or
 * UK page, where they are another market's.
 */
export function termsCurrency(market: BonusMarket, ownMarket: string, culture: CultureCode): string {
  if (market.currency) return market.currency;
  return market.code === ownMarket ? marketOf(culture).termsCurrency : DEFAULT_TERMS_CURRENCY;
}

/**
 * The terms the page shows, after the culture's market rules: its own terms whose wagering is
 * above the market's cap are refused (named for the log), and where only the welcome offer may
 * be promoted, other markets' terms (their cashback, tournaments) are not shown at all.
 */
export function shownMarkets(
  markets: readonly BonusMarket[],
  own: string,
  culture: CultureCode,
): { own: BonusMarket[]; others: BonusMarket[]; refused: string[] } {
  const ordered = orderMarkets(markets, own);
  const cap = marketRule(culture, 'wagering-cap');
  const overCap = (market: BonusMarket) => cap !== undefined && market.wagering !== null && exceedsWageringCap(market.wagering, cap.multiplier);
  return {
    own: ordered.own.filter((market) => !overCap(market)),
    others: marketRule(culture, 'welcome-offer-only') ? [] : ordered.others,
    refused: ordered.own.filter(overCap).map((market) => market.code),
  };
}

/** The culture's market first (and its variants, e.g. the UK welcome bonus), then the others. */
export function orderMarkets(markets: readonly BonusMarket[], own: string): { own: BonusMarket[]; others: BonusMarket[] } {
  const isOwn = (market: BonusMarket) => market.code === own || market.code.startsWith(`${own}-`);
  return { own: markets.filter(isOwn), others: markets.filter((market) => !isOwn(market)) };
}
