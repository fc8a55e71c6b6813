import type { CultureCode } from '@mc/sites/culture-codes';
import type { SiteCode } from '@mc/sites/site-schema';
import { cultureInfo, langOf, type Lang } from '../../lib/markets.ts';

/** Facts copy is written around: brand, regulator, support address, currency. */
export interface MarketCopy {
  culture: CultureCode;
  lang: Lang;
  site: SiteCode;
  brand: string;
  regulator: string;
  email: string;
  currency: string;
  country: string;
}

const REGULATORS: Record<SiteCode, string> = {
  MC: 'Malta Gaming Authority (MGA)',
  MCUK: 'UK Gambling Commission',
  MCDE: 'Gemeinsame Glücksspielbehörde der Länder (GGL)',
  MCDK: 'Spillemyndigheden',
  MCSE: 'Spelinspektionen',
  MCES: 'Dirección General de Ordenación del Juego (DGOJ)',
};

const COUNTRY_NAMES: Partial<Record<CultureCode, string>> = {
  en: 'Malta',
  'en-CA': 'Canada',
  'en-IE': 'Ireland',
  'en-IN': 'India',
  'en-NZ': 'New Zealand',
  'fr-CA': 'Canada',
  'de-DE': 'Deutschland',
  'en-GB': 'the United Kingdom',
  da: 'Danmark',
  sv: 'Sverige',
  es: 'España',
};

export function marketCopy(culture: CultureCode): MarketCopy {
  const { site, culture: info } = cultureInfo(culture);
  const domain = site.host.replace(/^www\./, '');
  return {
    culture,
    lang: langOf(culture),
    site: site.localCode,
    brand: site.name,
    regulator: REGULATORS[site.localCode],
    email: `support@${domain}`,
    currency: info.currency,
    country: COUNTRY_NAMES[culture] ?? info.defaultCountry,
  };
}
