import { FALLBACK_RATES } from '@mc/sites/fallback-rates';
import type { Validator } from '../../lib/http/request-data.ts';

export const rateValidator: Validator<{ rate: number }> = {
  safeParse(input) {
    const rate = (input as { rate?: unknown } | null)?.rate;
    return typeof rate === 'number' && Number.isFinite(rate) && rate > 0
      ? { success: true, data: { rate } }
      : { success: false, error: { issues: [{ path: ['rate'], message: 'expected a positive number' }] } };
  },
};

export function fallbackRate(iso: string): number {
  return FALLBACK_RATES[iso] ?? 1;
}

/** An amount in `from` expressed in `to`, both rates being against EUR. */
export function convert(amount: number, fromRate: number, toRate: number): number {
  return (amount / fromRate) * toRate;
}
