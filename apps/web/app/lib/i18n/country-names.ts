/**
 * Countries by ISO 3166-1 alpha-2 code, named by Intl.DisplayNames in the page's locale. URLs
 * name a country by the slug of its English name ("united-states": spec/catalogue.md's
 * restricted page), so the slug table is derived from Intl.DisplayNames('en') over every
 * region code rather than written out by hand.
 */

/** Codes that are not countries (user-assigned, groupings) even though Intl names them. */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

/** "Côte d’Ivoire" → "cote-d-ivoire", "St. Kitts & Nevis" → "st-kitts-nevis". */
export function slugOfName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
}

function englishNames(): Intl.DisplayNames {
  return new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
}

/** A code Intl canonicalises to another one (ZR → CD, UK → GB) is an alias, not a country of its own. */
function isCanonical(code: string): boolean {
  try {
    return Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
  } catch {
    return false;
  }
}

let slugTable: ReadonlyMap<string, string> | null = null;

/** Every country's English slug → its code (built once, on first use: 676 look-ups). */
export function countrySlugTable(): ReadonlyMap<string, string> {
  if (slugTable) return slugTable;
  const english = englishNames();
  const table = new Map<string, string>();
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      if (NOT_COUNTRIES.test(code) || !isCanonical(code)) continue;
      const name = english.of(code);
      if (!name || name === code) continue;
      const slug = slugOfName(name);
      if (slug && !table.has(slug)) table.set(slug, code);
    }
  }
  slugTable = table;
  return table;
}

/** "united-states" → "US"; null for a slug that names no country. */
export function countryCodeOfSlug(slug: string): string | null {
  return countrySlugTable().get(slug) ?? null;
}

/** "US" → "united-states": the restricted page's slug of a country; null for an unknown code. */
export function countrySlugOf(code: string): string | null {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || NOT_COUNTRIES.test(upper)) return null;
  let name: string | undefined;
  try {
    name = englishNames().of(upper);
  } catch {
    return null;
  }
  return name && name !== upper ? slugOfName(name) || null : null;
}

/** The country's name in the locale ("US" in de-DE → "Vereinigte Staaten"); null for an unknown code. */
export function countryName(code: string, locale: string): string | null {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}
