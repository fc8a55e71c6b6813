import type { Validator } from '../../lib/http/request-data.ts';

/** Fallback rates against EUR (spec/shell.md section 9); EUR itself is 1 and never asked for. */
export const FALLBACK_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.0155,
  CAD: 1.3194,
  GBP: 0.86778,
  DKK: 7.4365,
  SEK: 10.6368,
  NOK: 9.9718,
  BRL: 5.1933,
  INR: 80.692,
  NZD: 1.6499,
};

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
