import type { CultureCode } from '@mc/sites/culture-codes';
import type { SiteCode } from '@mc/sites/site-schema';
import { legalAge, marketRule, offersBarredBy, type OfferBarringRule } from '@mc/sites/markets';
import { routeExists } from '@mc/sites/routes';
import { cultureInfo, langOf, type Lang } from '../../lib/markets.ts';
import { ageRuleText } from '../copy/help-lines.ts';

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
  /** Who may play, in the copy's language: "19 or over (18 or over in Alberta, Manitoba and Quebec)" (markets.ts 'legal-age'). */
  ageRule: string;
  /** Whether the edition may show offers: no rule bars them (OFFER_BARRING_RULES); copy promises none where it may not. */
  offers: boolean;
  /** The rule that bars every offer, if any: the copy says why there are none. */
  offersBarredBy: OfferBarringRule | null;
  /** Whether real-money play is offered (no 'no-real-money-play'): no stakes, payouts, deposits or payment answers where it is not. */
  realMoney: boolean;
  /** Whether only the welcome offer may be promoted ('welcome-offer-only'). */
  welcomeOnly: boolean;
  /** Whether the culture has a promotions page and a bonus page to link (not da, sv; none where offers are barred). */
  promotionsPage: boolean;
  bonusPage: boolean;
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
    country: COUNTRY_NAMES[culture] ?? countryName(info.defaultCountry, culture),
    ageRule: ageRule(culture),
    offers: !offersBarredBy(culture),
    offersBarredBy: offersBarredBy(culture) ?? null,
    realMoney: !marketRule(culture, 'no-real-money-play'),
    welcomeOnly: marketRule(culture, 'welcome-offer-only') !== undefined,
    promotionsPage: routeExists('promotions', culture),
    bonusPage: routeExists('bonus', culture),
  };
}

/** The country's name in the culture's language (Intl's), for a culture the table above does not name. */
function countryName(iso2: string, culture: CultureCode): string {
  return new Intl.DisplayNames([culture], { type: 'region' }).of(iso2) ?? iso2;
}

function ageRule(culture: CultureCode): string {
  const lang = langOf(culture);
  const rule = marketRule(culture, 'legal-age');
  if (rule && (lang === 'en' || lang === 'fr')) return ageRuleText(lang, rule);
  return String(legalAge(culture));
}

/**
 * The copy's "18+" (or "+18") mark as the culture's legal age: 19+ in Canada, the general age,
 * which holds in every province (the pages name the exceptions in words).
 */
export function withLegalAge(text: string, culture: CultureCode): string {
  const age = String(legalAge(culture));
  return text.replace(/(?<!\d)18\+/g, `${age}+`).replace(/\+18(?!\d)/g, `+${age}`);
}
