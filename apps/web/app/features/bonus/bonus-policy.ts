import type { CultureCode } from '@mc/sites/culture-codes';
import { marketOf, marketRule } from '@mc/sites/markets';
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

export function parseBonusPolicy(data: unknown): z.infer<typeof bonusPolicySchema> | null {
  const parsed = bonusPolicySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * The currency the culture's own terms are stated in, never converted into the visitor's: the
 * terms' own; for the default (euro and dollar) terms, the culture's terms currency (€ on an
 * international page, $ on a Canadian one).
 */
export function termsCurrency(market: BonusMarket, culture: CultureCode): string {
  return market.currency ?? marketOf(culture).termsCurrency;
}

/** Whether terms of that code are the culture's own: its market's main terms or a variant of them (`uk-welcome`). */
export const isOwnTerms = (code: string, own: string) => code === own || code.startsWith(`${own}-`);

/**
 * The terms the page shows: its own market's only (the default terms where the market states
 * none), whatever else the feed sends, since another market's offers are not the visitor's and
 * its law may forbid them; own terms whose wagering is above the market's cap are refused (named
 * for the log).
 */
export function shownMarkets(markets: readonly BonusMarket[], own: string, culture: CultureCode): { own: BonusMarket[]; refused: string[] } {
  const mine = markets.filter((market) => isOwnTerms(market.code, own));
  const cap = marketRule(culture, 'wagering-cap');
  const overCap = (market: BonusMarket) => cap !== undefined && market.wagering !== null && exceedsWageringCap(market.wagering, cap.multiplier);
  return { own: mine.filter((market) => !overCap(market)), refused: mine.filter(overCap).map((market) => market.code) };
}
