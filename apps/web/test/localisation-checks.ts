/**
 * Localisation checks over a page's visible text (test/page-text.ts), as pure functions so that
 * the crawl (http/localisation-crawl.http.test.ts) and their own unit tests share them. Each
 * returns what it found, one readable line per finding; an empty list means the page is fine.
 */

/** Up to `radius` characters either side of a finding, on one line. */
export function around(text: string, index: number, length: number, radius = 30): string {
  return text
    .slice(Math.max(0, index - radius), index + length + radius)
    .replace(/\s+/g, ' ')
    .trim();
}

function numberSeparators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: parts.find((p) => p.type === 'group')?.value ?? ',' };
}

/** How the locale writes a time of day with a date ("31. maj 2025 kl. 05.00"): the separators a time check needs. */
function timeShape(locale: string): { separator: string; connector: string } {
  const parts = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).formatToParts(Date.UTC(2025, 4, 31, 5));
  const hour = parts.findIndex((p) => p.type === 'hour');
  return { separator: parts[hour + 1]?.value ?? ':', connector: (parts[hour - 1]?.value ?? '').trimStart() };
}

/** Runs of digits joined by dots: "4.2", "94.69", "1.234.567", "31.05.2025", "3.17.0". */
const DOTTED = /(?<![\d.])\d+(?:\.\d+)+(?!\d)/g;

/**
 * Decimal points in the text of a page whose locale writes decimals with a comma ("4.2" where
 * de-DE writes "4,2"). Not findings, because they are not decimals: the locale's own grouping
 * ("132.610 kr." in da, de, es), dates and version strings (two dots and more: "31.05.2025",
 * "Version 3.17.0"), and, where the locale writes times with a dot (da: "kl. 05.00"), a time
 * after the locale's date-time connector, after a numeric date ("31.5.2025 09.00") or before a
 * time-zone name ("05.00 GMT").
 */
export function decimalPoints(locale: string, text: string): string[] {
  const { decimal, group } = numberSeparators(locale);
  if (decimal !== ',') return [];
  const time = timeShape(locale);
  const found: string[] = [];
  for (const match of text.matchAll(DOTTED)) {
    const token = match[0];
    const index = match.index;
    const parts = token.split('.');
    if (parts.length > 2) continue;
    const [whole, fraction] = parts as [string, string];
    if (group === '.' && whole.length <= 3 && fraction.length === 3) continue;
    if (time.separator === '.' && /^\d{1,2}\.\d{2}$/.test(token) && Number(whole) <= 23 && Number(fraction) <= 59) {
      const before = text.slice(Math.max(0, index - time.connector.length), index);
      const after = text.slice(index + token.length, index + token.length + 8);
      // A time straight after a numeric date ("31.5.2025 09.00", as Finnish tables write it) is a time too.
      const afterDate = /\d\.\d{4},?\s$/.test(text.slice(Math.max(0, index - 8), index));
      if ((time.connector && before === time.connector) || afterDate || /^\s(GMT|UTC|CES?T)\b/.test(after)) continue;
    }
    found.push(`decimal point "${token}" in "${around(text, index, token.length)}"`);
  }
  return found;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word occurrences of any of `terms` (letters or digits on either side make it another word). */
export function wordsIn(text: string, terms: readonly string[], ignoreCase = false): { term: string; index: number }[] {
  if (terms.length === 0) return [];
  const alternatives = [...terms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, ignoreCase ? 'giu' : 'gu');
  return [...text.matchAll(pattern)].map((match) => ({ term: match[0], index: match.index }));
}

/** English names the page's language names differently ("United States" where German says "Vereinigte Staaten"). */
export function englishCountryNames(locale: string, codes: Iterable<string>): string[] {
  const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const local = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const names = new Set<string>();
  for (const code of codes) {
    const name = english.of(code);
    if (name && name !== local.of(code)) names.add(name);
  }
  return [...names];
}

/**
 * Findings for English `terms` on a page of another language: payment methods in any case
 * ("debit card" inside a sentence too), country names as written (a name is capitalised).
 */
export function englishTerms(kind: string, text: string, terms: readonly string[], ignoreCase = false): string[] {
  return wordsIn(text, terms, ignoreCase).map(({ term, index }) => `English ${kind} "${term}" in "${around(text, index, term.length)}"`);
}

/** A game page's release date: the machine-readable day (<time datetime="YYYY-MM-DD">) and the day of the month it shows. */
export function releaseDateOf(html: string): { datetime: string; shownDay: number | null } | null {
  const found = /<time\b[^>]*\sdatetime="(\d{4}-\d{2}-\d{2})"[^>]*>([\s\S]*?)<\/time>/i.exec(html);
  if (!found) return null;
  const shown = found[2]!.replace(/<[^>]*>/g, '').replace(/\d{4}/g, ' ');
  const day = /(?<!\d)\d{1,2}(?!\d)/.exec(shown)?.[0];
  return { datetime: found[1]!, shownDay: day ? Number(day) : null };
}
