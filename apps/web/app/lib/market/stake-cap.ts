import type { CultureCode } from '@mc/sites/culture-codes';
import { FALLBACK_RATES } from '@mc/sites/fallback-rates';
import { marketRule } from '@mc/sites/markets';

/**
 * The market's highest stake per spin ('stake-cap') in `currency`: null where the market has
 * no cap, NaN where the cap cannot be converted (an unknown currency), so that callers leave
 * the amount out rather than show one that may exceed the cap. Pages are cached per culture,
 * so the conversion uses the fixed rates (spec/shell.md section 9), rounded down to the cent:
 * a converted cap never ends up above the legal one.
 */
export function stakeCapIn(culture: CultureCode, currency: string): number | null {
  const rule = marketRule(culture, 'stake-cap');
  if (!rule) return null;
  if (rule.currency === currency) return rule.amount;
  const from = FALLBACK_RATES[rule.currency];
  const to = FALLBACK_RATES[currency];
  if (!from || !to) return Number.NaN;
  return Math.floor(((rule.amount * to) / from) * 100 + 1e-9) / 100;
}

/** A stake amount the market allows: at most the cap; undefined where the cap is unknown in that currency. */
export function capStake(amount: number, cap: number | null): number | undefined {
  if (cap === null) return amount;
  if (Number.isNaN(cap)) return undefined;
  return Math.min(amount, cap);
}
