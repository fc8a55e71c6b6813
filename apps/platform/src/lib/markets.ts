import { CULTURE_CODES, LANGS, langOfCode, type CultureCode, type Lang } from '@mc/sites/culture-codes';
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import type { Culture, Site, SiteCode } from '@mc/sites/site-schema';

/** Languages the seed writes copy in (one per culture's language, from the culture list); `Record<Lang, …>` copy must name each. */
export { LANGS, type Lang };

export const SITES: readonly Site[] = DEFAULT_SITES;
export const ALL_CULTURES: readonly CultureCode[] = CULTURE_CODES;

const byPathCode = new Map(SITES.map((site) => [site.localCode.toLowerCase(), site]));
const cultureOwner = new Map<string, { site: Site; culture: Culture }>();
for (const site of SITES) for (const culture of site.cultures) cultureOwner.set(culture.code, { site, culture });

/** The site addressed by the `/sites/{code}/` prefix (case-insensitive), if any. */
export function siteByPathCode(code: string): Site | undefined {
  return byPathCode.get(code.toLowerCase());
}

export function siteByBrandCode(code: string): Site | undefined {
  return byPathCode.get(code.toLowerCase());
}

/** The back ends know international English as en-ROW; the site API accepts both spellings. */
export function normalizeCulture(value: string): string {
  return value === 'en-ROW' ? 'en' : value;
}

export function cultureOf(site: Site, code: string): Culture | undefined {
  const normalized = normalizeCulture(code);
  return site.cultures.find((culture) => culture.code === normalized);
}

export function cultureInfo(code: CultureCode): { site: Site; culture: Culture } {
  const owner = cultureOwner.get(code);
  if (!owner) throw new Error(`culture ${code} has no site`);
  return owner;
}

export function langOf(code: CultureCode): Lang {
  return langOfCode(code);
}

export function currencyOf(code: CultureCode): string {
  return cultureInfo(code).culture.currency;
}

export function siteCodeOf(code: CultureCode): SiteCode {
  return cultureInfo(code).site.localCode;
}

export function culturesOfSite(site: Site): CultureCode[] {
  return site.cultures.map((culture) => culture.code);
}
