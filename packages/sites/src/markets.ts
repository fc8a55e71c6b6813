import type { CultureCode } from './culture-codes.ts';

/**
 * Each market's regulatory rules as data, with their legal source (docs/market-rules.md is
 * written from this file by `npm run docs:markets`). A culture belongs to one market; a new
 * market states its rules here and nowhere else. Code asks `marketRule(culture, kind)` and
 * enforces what it gets; a rule's absence means the market does not impose it.
 */
export const MARKET_IDS = ['international', 'canada', 'india', 'germany', 'uk', 'denmark', 'sweden', 'spain'] as const;
export type MarketId = (typeof MARKET_IDS)[number];

interface Sourced {
  /** The law, code or licence condition the rule comes from. */
  source: string;
}

export type MarketRule =
  /** Minimum age to gamble; `regions` (ISO 3166-2 subdivision codes) where it differs. */
  | ({ kind: 'legal-age'; years: number; regions?: Readonly<Record<string, number>> } & Sourced)
  /** A bonus only at the first gaming occasion: no promotion but the welcome offer is shown. */
  | ({ kind: 'welcome-offer-only' } & Sourced)
  /** No jackpot for virtual slot machines: no jackpot route, group, banner, badge, game or copy. */
  | ({ kind: 'no-jackpots' } & Sourced)
  /** Highest stake per spin; game pages and the bonus page's maximum bet show at most this. */
  | ({ kind: 'stake-cap'; amount: number; currency: string } & Sourced)
  /** No quick spin, turbo or autoplay shown as available. */
  | ({ kind: 'no-autoplay' } & Sourced)
  /** Highest wagering multiplier an offer may carry; an offer above it is not shown. */
  | ({ kind: 'wagering-cap'; multiplier: number } & Sourced)
  /** Offers show their significant terms (minimum deposit, maximum bonus, wagering, expiry) next to the call to action. */
  | ({ kind: 'significant-terms' } & Sourced)
  /** Promotional content (offers, promotional banners, bonus terms) carries the culture's `compliance.promotionNotice`. */
  | ({ kind: 'promotion-notice' } & Sourced)
  /** The national self-exclusion register, linked from the footer. */
  | ({ kind: 'self-exclusion'; name: string; url: string } & Sourced)
  /** Real-money play and its promotion are unavailable: join and play take the restricted path. */
  | ({ kind: 'no-real-money-play' } & Sourced)
  /**
   * Words the market's pages may not show (case-insensitive, at a word start, so `Jackpot` also
   * bans `Jackpots` and `Jackpot-Slots`): everywhere, or in offers only (promotions, banners,
   * bonus terms), where a slot's own "free spins" feature is not at issue.
   */
  | ({ kind: 'banned-copy'; scope: 'everywhere' | 'offers'; terms: readonly string[]; reason: string } & Sourced);

export type MarketRuleKind = MarketRule['kind'];

export interface Market {
  id: MarketId;
  name: string;
  regulator: string;
  /** The currency offers' default terms are stated in (spec/catalogue.md "Default (euro, dollar)"); never converted. */
  termsCurrency: string;
  rules: readonly MarketRule[];
}

const MGA = 'Malta Gaming Authority licence conditions (Gaming Player Protection Directive, Directive 2 of 2018)';

export const MARKETS: Readonly<Record<MarketId, Market>> = {
  international: {
    id: 'international',
    name: 'International (Malta licence)',
    regulator: 'Malta Gaming Authority',
    termsCurrency: 'EUR',
    rules: [{ kind: 'legal-age', years: 18, source: MGA }],
  },
  canada: {
    id: 'canada',
    name: 'Canada',
    regulator: 'Provincial gaming authorities',
    termsCurrency: 'CAD',
    rules: [
      {
        kind: 'legal-age',
        years: 19,
        regions: { 'CA-QC': 18, 'CA-AB': 18, 'CA-MB': 18 },
        source:
          'Provincial gaming laws: 19 in most provinces and territories; 18 in Quebec (Loi sur les loteries, les concours publicitaires et les appareils d’amusement), Alberta and Manitoba',
      },
    ],
  },
  india: {
    id: 'india',
    name: 'India',
    regulator: 'Ministry of Electronics and Information Technology',
    termsCurrency: 'INR',
    rules: [
      { kind: 'legal-age', years: 18, source: MGA },
      {
        kind: 'no-real-money-play',
        source: 'Promotion and Regulation of Online Gaming Act, 2025 (sections 5 to 7: online money games and their advertisement prohibited)',
      },
      {
        kind: 'banned-copy',
        scope: 'everywhere',
        terms: ['real money', 'Indian rupees'],
        reason: 'no invitation to real-money play',
        source: 'Promotion and Regulation of Online Gaming Act, 2025, section 6',
      },
    ],
  },
  germany: {
    id: 'germany',
    name: 'Germany',
    regulator: 'Gemeinsame Glücksspielbehörde der Länder (GGL)',
    termsCurrency: 'EUR',
    rules: [
      { kind: 'legal-age', years: 18, source: 'GlüStV 2021 § 4 Abs. 3' },
      { kind: 'no-jackpots', source: 'GlüStV 2021 § 22a Abs. 6 (no jackpots for virtual slot machines)' },
      { kind: 'stake-cap', amount: 1, currency: 'EUR', source: 'GlüStV 2021 § 22a Abs. 7 (stake at most €1 per game)' },
      { kind: 'no-autoplay', source: 'GlüStV 2021 § 22a Abs. 7 (no autoplay) and Abs. 6 (game at least 5 s)' },
      {
        kind: 'banned-copy',
        scope: 'everywhere',
        terms: ['Jackpot', 'Online-Casino'],
        reason: 'the licensed product is virtual slot machines, without jackpots',
        source: 'GlüStV 2021 § 22a',
      },
    ],
  },
  uk: {
    id: 'uk',
    name: 'United Kingdom',
    regulator: 'Gambling Commission',
    termsCurrency: 'GBP',
    rules: [
      { kind: 'legal-age', years: 18, source: 'Gambling Act 2005, section 46' },
      { kind: 'wagering-cap', multiplier: 10, source: 'UKGC LCCP social responsibility code 5.1 (wagering requirements at most 10×, from 19 January 2026)' },
      { kind: 'significant-terms', source: 'CAP Code 8.17 and the CAP/BCAP guidance on gambling promotions (significant conditions next to the offer)' },
      {
        kind: 'promotion-notice',
        source: 'UKGC LCCP social responsibility code 5.1 and the industry code for socially responsible advertising (safer gambling message, BeGambleAware)',
      },
      {
        kind: 'self-exclusion',
        name: 'GAMSTOP',
        url: 'https://www.gamstop.co.uk/',
        source: 'UKGC LCCP social responsibility code 3.5.5 (multi-operator self-exclusion)',
      },
      {
        kind: 'banned-copy',
        scope: 'offers',
        terms: ['free spin', 'free-spin'],
        reason: 'deposit-linked spins are "bonus spins", not free',
        source: 'CAP/BCAP guidance on the use of "free" in gambling promotions',
      },
    ],
  },
  denmark: {
    id: 'denmark',
    name: 'Denmark',
    regulator: 'Spillemyndigheden',
    termsCurrency: 'DKK',
    rules: [
      { kind: 'legal-age', years: 18, source: 'Spilleloven (LBK nr 1303 af 2020) § 42' },
      { kind: 'promotion-notice', source: 'Bekendtgørelse om online kasino, markedsføring af bonus: "Spil ansvarligt", StopSpillet (70 22 28 25) and ROFUS' },
      { kind: 'self-exclusion', name: 'ROFUS', url: 'https://www.rofus.nu/', source: 'Spilleloven § 39 a (Register Over Frivilligt Udelukkede Spillere)' },
    ],
  },
  sweden: {
    id: 'sweden',
    name: 'Sweden',
    regulator: 'Spelinspektionen',
    termsCurrency: 'SEK',
    rules: [
      { kind: 'legal-age', years: 18, source: 'Spellagen (2018:1138) 14 kap. 1 §' },
      { kind: 'welcome-offer-only', source: 'Spellagen (2018:1138) 14 kap. 9 § (a bonus only at the first gaming occasion)' },
      { kind: 'self-exclusion', name: 'Spelpaus', url: 'https://www.spelpaus.se/', source: 'Spellagen (2018:1138) 14 kap. 13 §' },
    ],
  },
  spain: {
    id: 'spain',
    name: 'Spain',
    regulator: 'Dirección General de Ordenación del Juego (DGOJ)',
    termsCurrency: 'EUR',
    rules: [
      { kind: 'legal-age', years: 18, source: 'Ley 13/2011 de regulación del juego, artículo 6' },
      {
        kind: 'promotion-notice',
        source: 'Real Decreto 958/2020 de comunicaciones comerciales, artículo 12 ("Juega con responsabilidad" on promotional communications)',
      },
      {
        kind: 'self-exclusion',
        name: 'RGIAJ',
        url: 'https://www.ordenacionjuego.es/participantes-juego/juego-seguro/rgiaj',
        source: 'Ley 13/2011, artículo 22 (Registro General de Interdicciones de Acceso al Juego)',
      },
      {
        kind: 'banned-copy',
        scope: 'offers',
        terms: ['gratis', 'gratuit'],
        reason: 'deposit-linked offers are not free',
        source: 'Real Decreto 958/2020, artículo 13',
      },
    ],
  },
};

/** The market each culture is sold in. */
export const CULTURE_MARKET: Readonly<Record<CultureCode, MarketId>> = {
  en: 'international',
  'en-CA': 'canada',
  'en-IE': 'international',
  'en-IN': 'india',
  'en-NZ': 'international',
  'fr-CA': 'canada',
  'de-DE': 'germany',
  'en-GB': 'uk',
  da: 'denmark',
  sv: 'sweden',
  es: 'spain',
};

export function marketOf(culture: CultureCode): Market {
  return MARKETS[CULTURE_MARKET[culture]];
}

/** The culture's market rule of that kind, or undefined where the market does not impose it. */
export function marketRule<K extends MarketRuleKind>(culture: CultureCode, kind: K): Extract<MarketRule, { kind: K }> | undefined {
  return marketOf(culture).rules.find((rule): rule is Extract<MarketRule, { kind: K }> => rule.kind === kind);
}

/** The legal age for a visitor of the culture, in their region when it is known (`CA-QC`). */
export function legalAge(culture: CultureCode, region?: string): number {
  const rule = marketRule(culture, 'legal-age');
  if (!rule) throw new Error(`market ${CULTURE_MARKET[culture]} states no legal age`);
  return (region ? rule.regions?.[region] : undefined) ?? rule.years;
}

/** The banned words the text uses, for a page part of that kind ('offers': promotions, banners, bonus terms). */
export function bannedCopy(culture: CultureCode, text: string, part: 'page' | 'offers' = 'page'): string[] {
  const rule = marketRule(culture, 'banned-copy');
  if (!rule || (rule.scope === 'offers' && part !== 'offers')) return [];
  return rule.terms.filter((term) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}`, 'iu').test(text));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
