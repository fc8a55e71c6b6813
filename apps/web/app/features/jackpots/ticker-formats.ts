import { parseNumberPattern, type NumberPattern } from '../../lib/i18n/number-pattern.ts';

/**
 * The ticker's number formats as data, made on the server (jackpots-api.server.ts) and carried
 * in the strip's markup: the amounts in each currency the figures can be shown in, and the
 * countdown's days. With them the browser formats without Intl, so a home page loads no ICU
 * data and starts no worker to warm it (warm-intl.ts stays for what has no pattern).
 */
export interface TickerFormats {
  money: Record<string, NumberPattern>;
  days: NumberPattern | null;
}

/** The formats in the strip's attribute; null when it is missing or malformed (the ticker then uses Intl). */
export function readTickerFormats(text: string | null): TickerFormats | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { money, days } = value as { money?: unknown; days?: unknown };
  if (typeof money !== 'object' || money === null) return null;
  const patterns: Record<string, NumberPattern> = {};
  // Looked up by the feed's currency only (validated with the feed): any other key is never read.
  for (const [currency, pattern] of Object.entries(money)) {
    const parsed = parseNumberPattern(pattern);
    if (parsed) patterns[currency] = parsed;
  }
  return { money: patterns, days: parseNumberPattern(days) };
}
