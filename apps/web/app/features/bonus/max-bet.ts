import type { BonusMarket } from './bonus-policy.ts';

type MaxBet = BonusMarket['maxBet'];

/**
 * A market's maximum bet with a bonus, at most the stake cap of the visitor's market
 * ('stake-cap', in the terms' currency; see lib/market/stake-cap.ts): a fixed amount becomes
 * the lower of the two; "10 % of the bonus (at least m) or c" keeps its form with m and c
 * capped; terms without a maximum bet get the cap as theirs. null cap: the market has none.
 * NaN (a cap that cannot be converted into the terms' currency): no amount is stated rather
 * than one that may exceed the cap.
 */
export function cappedMaxBet(maxBet: MaxBet, cap: number | null): MaxBet {
  if (cap === null) return maxBet;
  if (Number.isNaN(cap)) return null;
  if (!maxBet || (maxBet.fixed === null && (maxBet.percentOfBonus === null || maxBet.minimum === null || maxBet.cap === null))) {
    return { percentOfBonus: null, minimum: null, cap: null, fixed: cap };
  }
  if (maxBet.fixed !== null) return { ...maxBet, fixed: Math.min(maxBet.fixed, cap) };
  return { ...maxBet, minimum: Math.min(maxBet.minimum!, cap), cap: Math.min(maxBet.cap!, cap) };
}
