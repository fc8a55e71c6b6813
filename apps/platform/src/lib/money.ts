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
