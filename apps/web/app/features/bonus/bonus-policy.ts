import type { CultureCode } from '@mc/sites/culture-codes';
import { z } from 'zod';

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

/** Where each market's policy is published: the culture whose bonus page it is (brazil and norway have none here). */
export const MARKET_CULTURE: Readonly<Record<string, CultureCode | null>> = {
  default: 'en',
  uk: 'en-GB',
  'uk-welcome': 'en-GB',
  india: 'en-IN',
  brazil: null,
  norway: null,
  denmark: 'da',
  spain: 'es',
};

export function parseBonusPolicy(data: unknown): z.infer<typeof bonusPolicySchema> | null {
  const parsed = bonusPolicySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A market's currency; the euro/dollar default market is shown in the visitor culture's currency. */
export function marketCurrency(market: BonusMarket, cultureCurrency: string): string {
  return market.currency ?? cultureCurrency;
}

/** The culture's market first (and its variants, e.g. the UK welcome bonus), then the others. */
export function orderMarkets(markets: readonly BonusMarket[], own: string): { own: BonusMarket[]; others: BonusMarket[] } {
  const isOwn = (market: BonusMarket) => market.code === own || market.code.startsWith(`${own}-`);
  return { own: markets.filter(isOwn), others: markets.filter((market) => !isOwn(market)) };
}
