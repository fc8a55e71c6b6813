import { FALLBACK_RATES } from '@mc/sites/fallback-rates';

/**
 * Stakes and limits are seeded in euro units; markets whose currency is worth much less use
 * round multiples, as operators do (a 0.10 EUR minimum bet is 1 DKK, not 0.74).
 */
const NOMINAL_MULTIPLIER: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1,
  GBP: 1,
  CAD: 1,
  NZD: 1,
  DKK: 10,
  SEK: 10,
  NOK: 10,
  BRL: 5,
  INR: 100,
};

export function toMarketAmount(euroUnits: number, currency: string): number {
  const multiplier = NOMINAL_MULTIPLIER[currency] ?? 1;
  return Math.round(euroUnits * multiplier * 100) / 100;
}

/**
 * An amount in another currency at the reference rates (FALLBACK_RATES, against EUR), to
 * `digits` decimals: what a pooled amount (a win, a jackpot) is worth in a culture's currency.
 * Unknown rates leave it as it is.
 */
export function convertAtReferenceRates(amount: number, from: string, to: string, digits = 2): number {
  const fromRate = FALLBACK_RATES[from];
  const toRate = FALLBACK_RATES[to];
  const scale = 10 ** digits;
  if (!fromRate || !toRate) return Math.round(amount * scale) / scale;
  return Math.round((amount / fromRate) * toRate * scale) / scale;
}
