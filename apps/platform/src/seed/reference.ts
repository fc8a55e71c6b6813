import type { Db } from '../db/database.ts';
import type { Restriction } from '../schemas/services.ts';
import { FALLBACK_RATES } from '@mc/sites/fallback-rates';
import { SITES } from '../lib/markets.ts';

// iso2, name, prime_culture, prime_currency, native_culture, prime_lang, native_lang
type CountryTuple = [string, string, string, string, string, string, string];
export const COUNTRIES: readonly CountryTuple[] = [
  ['GB', 'United Kingdom', 'en-GB', 'GBP', 'en-GB', 'en', 'en'],
  ['IE', 'Ireland', 'en-IE', 'EUR', 'en-IE', 'en', 'en'],
  ['MT', 'Malta', 'en', 'EUR', 'mt-MT', 'en', 'mt'],
  ['DE', 'Germany', 'de-DE', 'EUR', 'de-DE', 'de', 'de'],
  ['AT', 'Austria', 'de-DE', 'EUR', 'de-AT', 'de', 'de'],
  ['CH', 'Switzerland', 'de-DE', 'EUR', 'de-CH', 'de', 'de'],
  ['DK', 'Denmark', 'da', 'DKK', 'da-DK', 'da', 'da'],
  ['SE', 'Sweden', 'sv', 'SEK', 'sv-SE', 'sv', 'sv'],
  ['NO', 'Norway', 'en', 'NOK', 'nb-NO', 'en', 'nb'],
  ['FI', 'Finland', 'en', 'EUR', 'fi-FI', 'en', 'fi'],
  ['ES', 'Spain', 'es', 'EUR', 'es-ES', 'es', 'es'],
  ['CA', 'Canada', 'en-CA', 'CAD', 'en-CA', 'en', 'en'],
  ['IN', 'India', 'en-IN', 'INR', 'hi-IN', 'en', 'hi'],
  ['NZ', 'New Zealand', 'en-NZ', 'NZD', 'en-NZ', 'en', 'en'],
  ['US', 'United States', 'en', 'USD', 'en-US', 'en', 'en'],
  ['FR', 'France', 'en', 'EUR', 'fr-FR', 'en', 'fr'],
  ['BR', 'Brazil', 'en', 'BRL', 'pt-BR', 'en', 'pt'],
  ['NL', 'Netherlands', 'en', 'EUR', 'nl-NL', 'en', 'nl'],
  ['BE', 'Belgium', 'en', 'EUR', 'nl-BE', 'en', 'nl'],
  ['IT', 'Italy', 'en', 'EUR', 'it-IT', 'en', 'it'],
  ['PT', 'Portugal', 'en', 'EUR', 'pt-PT', 'en', 'pt'],
  ['PL', 'Poland', 'en', 'EUR', 'pl-PL', 'en', 'pl'],
  ['GR', 'Greece', 'en', 'EUR', 'el-GR', 'en', 'el'],
  ['CY', 'Cyprus', 'en', 'EUR', 'el-CY', 'en', 'el'],
  ['EE', 'Estonia', 'en', 'EUR', 'et-EE', 'en', 'et'],
  ['HU', 'Hungary', 'en', 'EUR', 'hu-HU', 'en', 'hu'],
  ['CZ', 'Czechia', 'en', 'EUR', 'cs-CZ', 'en', 'cs'],
  ['TR', 'Turkey', 'en', 'EUR', 'tr-TR', 'en', 'tr'],
  ['AU', 'Australia', 'en', 'USD', 'en-AU', 'en', 'en'],
  ['ZA', 'South Africa', 'en', 'USD', 'en-ZA', 'en', 'en'],
  ['JP', 'Japan', 'en', 'USD', 'ja-JP', 'en', 'ja'],
  ['MX', 'Mexico', 'es', 'USD', 'es-MX', 'es', 'es'],
  ['AR', 'Argentina', 'es', 'USD', 'es-AR', 'es', 'es'],
];

// code, country, name, prime_culture, native_culture, prime_lang, native_lang
export const REGIONS: readonly [string, string, string, string, string, string, string][] = [
  ['CA-ON', 'CA', 'Ontario', 'en-CA', 'en-CA', 'en', 'en'],
  ['CA-QC', 'CA', 'Quebec', 'fr-CA', 'fr-CA', 'fr', 'fr'],
  ['CA-BC', 'CA', 'British Columbia', 'en-CA', 'en-CA', 'en', 'en'],
  ['US-NJ', 'US', 'New Jersey', 'en', 'en-US', 'en', 'en'],
  ['IN-TG', 'IN', 'Telangana', 'en-IN', 'te-IN', 'en', 'te'],
];

/**
 * Restriction rules per brand. The international site refuses regulated markets that have
 * their own site (registerblocked), sends UK visitors to log in only, and blocks Ontario
 * (a separately licensed province) at region level; national sites refuse foreign play.
 */
export const RESTRICTIONS: Readonly<Record<string, readonly [string, Restriction, string?][]>> = {
  MC: [
    ['US', 'blocked'],
    ['FR', 'blocked'],
    ['GB', 'blockedwithlogin'],
    ['CA', 'blocked', 'CA-ON'],
    ['NL', 'fullyblocked'],
    ['AU', 'blocked'],
    ['TR', 'fullyblocked'],
    ['BE', 'blocked'],
    ['IT', 'blocked'],
    ['PT', 'blocked'],
    ['PL', 'blocked'],
    ['ES', 'registerblocked'],
    ['DE', 'registerblocked'],
    ['DK', 'registerblocked'],
    ['SE', 'registerblocked'],
    ['IN', 'accountblocked', 'IN-TG'],
  ],
  MCUK: [
    ['US', 'blocked'],
    ['FR', 'blocked'],
    ['NL', 'fullyblocked'],
    ['IE', 'registerblocked'],
    ['DE', 'playblocked'],
    ['ES', 'playblocked'],
    ['CA', 'blocked', 'CA-ON'],
  ],
  MCDE: [
    ['US', 'blocked'],
    ['NL', 'fullyblocked'],
    ['AT', 'registerblocked'],
    ['CH', 'registerblocked'],
    ['GB', 'playblocked'],
    ['FR', 'blocked'],
  ],
  MCDK: [
    ['US', 'blocked'],
    ['SE', 'registerblocked'],
    ['NO', 'registerblocked'],
    ['DE', 'playblocked'],
    ['GB', 'playblocked'],
  ],
  MCSE: [
    ['US', 'blocked'],
    ['NO', 'registerblocked'],
    ['FI', 'registerblocked'],
    ['DK', 'playblocked'],
    ['GB', 'playblocked'],
  ],
  MCES: [
    ['US', 'blocked'],
    ['PT', 'registerblocked'],
    ['MX', 'registerblocked'],
    ['AR', 'registerblocked'],
    ['FR', 'playblocked'],
    ['GB', 'playblocked'],
  ],
};

/**
 * The countries as seeded: a country that is an edition's default country takes that edition
 * (the first in site order) as its prime culture and language, so a new edition (fi for
 * Finland) is what its visitors are offered without a row edited here.
 */
export function countryRows(): CountryTuple[] {
  const editions = SITES.flatMap((site) => site.cultures);
  return COUNTRIES.map((row) => {
    const [iso2, name, primeCulture, currency, nativeCulture, primeLang, nativeLang] = row;
    const edition = editions.find((culture) => culture.defaultCountry === iso2);
    return edition
      ? [iso2, name, edition.code, currency, nativeCulture, edition.lang, nativeLang]
      : [iso2, name, primeCulture, currency, nativeCulture, primeLang, nativeLang];
  });
}

export function seedReference(db: Db): void {
  const rate = db.prepare('INSERT INTO currency_rates (iso, rate) VALUES (?, ?)');
  for (const [iso, value] of Object.entries(FALLBACK_RATES)) rate.run(iso, value);
  const country = db.prepare('INSERT INTO countries VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const row of countryRows()) country.run(...row);
  const region = db.prepare('INSERT INTO regions VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const row of REGIONS) region.run(...row);
  const rule = db.prepare('INSERT INTO geo_restrictions (brand, country, region, restriction, restriction_level) VALUES (?, ?, ?, ?, ?)');
  for (const [brand, rules] of Object.entries(RESTRICTIONS)) {
    for (const [iso2, restriction, regionCode] of rules) rule.run(brand, iso2, regionCode ?? null, restriction, regionCode ? 'region' : 'country');
  }
}
