import type { Validator } from '../../lib/http/request-data.ts';

/** Geo-info answer (spec/shell.md section 7). */
export interface GeoResponse {
  country: { iso2: string; name: string; prime_culture: string; prime_currency: string; native_culture: string; prime_lang: string; native_lang: string };
  region: { name: string; prime_culture: string; native_culture: string; prime_lang: string; native_lang: string } | null;
  restriction: string | null;
  restriction_level: string | null;
}

export const RESTRICTIONS = ['blocked', 'fullyblocked', 'blockedwithlogin', 'accountblocked', 'playblocked', 'registerblocked'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

/** Geo state of spec/shell.md section 3. */
export interface GeoState {
  currency: { iso: string; rate: number };
  culture: string;
  country: { iso2: string; name: string };
  region: string | null;
  restriction: Restriction | null;
  restriction_level: string | null;
  /** True until a real answer replaced the defaults. */
  initial: boolean;
  nativeCulture: string;
  lang: string;
  nativeLang: string;
}

/** A failed geo call falls back to United Kingdom defaults (spec/shell.md section 8). */
export const UK_GEO: GeoResponse = {
  country: { iso2: 'GB', name: 'United Kingdom', prime_culture: 'en-GB', prime_currency: 'GBP', native_culture: 'en-GB', prime_lang: 'en', native_lang: 'en' },
  region: null,
  restriction: null,
  restriction_level: null,
};

const str = (value: unknown, max = 64) => typeof value === 'string' && value.length <= max;

/** Hand-written (no schema library in the browser bundle): the shape the rest relies on. */
export const geoValidator: Validator<GeoResponse> = {
  safeParse(input) {
    const fail = (message: string) => ({ success: false as const, error: { issues: [{ path: [] as PropertyKey[], message }] } });
    if (typeof input !== 'object' || input === null) return fail('not an object');
    const value = input as Record<string, unknown>;
    const country = value.country as Record<string, unknown> | undefined;
    if (!country || !/^[A-Z]{2}$/.test(String(country.iso2)) || !str(country.name) || !/^[A-Z]{3}$/.test(String(country.prime_currency)))
      return fail('bad country');
    for (const key of ['prime_culture', 'native_culture', 'prime_lang', 'native_lang']) if (!str(country[key], 16)) return fail(`bad country.${key}`);
    const region = value.region as Record<string, unknown> | null | undefined;
    if (region !== null && (typeof region !== 'object' || !str(region?.name))) return fail('bad region');
    const restriction = value.restriction;
    if (restriction !== null && !(RESTRICTIONS as readonly unknown[]).includes(restriction)) return fail('bad restriction');
    if (value.restriction_level !== null && !str(value.restriction_level, 16)) return fail('bad restriction_level');
    return { success: true as const, data: input as GeoResponse };
  },
};

/**
 * Geo state from an answer (or the UK defaults). A region-level restriction for Ontario is
 * lifted for a player flagged "not in Ontario" (spec/shell.md section 4).
 */
export function geoState(answer: GeoResponse | null, options: { notOntario: boolean; rate: number }): GeoState {
  const geo = answer ?? UK_GEO;
  const ontarioLifted = options.notOntario && geo.restriction_level === 'region' && geo.region?.name === 'Ontario';
  return {
    currency: { iso: geo.country.prime_currency, rate: options.rate },
    culture: geo.country.prime_culture,
    country: { iso2: geo.country.iso2, name: geo.country.name },
    region: geo.region?.name ?? null,
    restriction: ontarioLifted ? null : (geo.restriction as Restriction | null),
    restriction_level: ontarioLifted ? null : geo.restriction_level,
    initial: answer === null,
    nativeCulture: geo.country.native_culture,
    lang: geo.country.prime_lang,
    nativeLang: geo.country.native_lang,
  };
}

/**
 * Visitors blocked this way see a blocking view instead of the consent bar (spec/catalogue.md
 * sections 2 and 6): every restriction that limits the account widget's commands.
 */
export function isBlockingRestriction(restriction: Restriction | null): boolean {
  return restriction === 'blocked' || restriction === 'fullyblocked' || restriction === 'blockedwithlogin' || restriction === 'accountblocked';
}
