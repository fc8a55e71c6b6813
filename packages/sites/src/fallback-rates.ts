/**
 * Fallback rates against EUR (spec/shell.md section 9): what the web app shows when the
 * currency service fails, and what the reference platform's currency service serves.
 */
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
