import { CULTURE_CODES, type CultureCode } from './culture-codes.ts';
import { MARKET_LICENCES, type Licence } from './market-licences.ts';

/**
 * Each market's regulatory rules as data, each with its legal source in market-sources.ts
 * (docs/market-rules.md is written from both by `npm run docs:markets`). A culture belongs to one market; a new
 * market states its rules here and nowhere else. Code asks `marketRule(culture, kind)` and
 * enforces what it gets; a rule's absence means the market does not impose it.
 */
export const MARKET_IDS = ['international', 'canada', 'india', 'germany', 'uk', 'denmark', 'sweden', 'spain', 'brazil', 'norway', 'finland'] as const;
export type MarketId = (typeof MARKET_IDS)[number];

export type MarketRule =
  /** Minimum age to gamble; `regions` (ISO 3166-2 subdivision codes) where it differs. */
  | { kind: 'legal-age'; years: number; regions?: Readonly<Record<string, number>> }
  /** A bonus only at the first gaming occasion: no promotion but the welcome offer is shown. */
  | { kind: 'welcome-offer-only' }
  /** No jackpot for virtual slot machines: no jackpot route, group, banner, badge, game or copy. */
  | { kind: 'no-jackpots' }
  /** Highest stake per spin; game pages and the bonus page's maximum bet show at most this. */
  | { kind: 'stake-cap'; amount: number; currency: string }
  /** No quick spin, turbo or autoplay shown as available. */
  | { kind: 'no-autoplay' }
  /** Highest wagering multiplier an offer may carry; an offer above it is not shown. */
  | { kind: 'wagering-cap'; multiplier: number }
  /** Offers show their significant terms (minimum deposit, maximum bonus, wagering, expiry) next to the call to action. */
  | { kind: 'significant-terms' }
  /** Promotional content (offers, promotional banners, bonus terms) carries the culture's `compliance.promotionNotice`. */
  | { kind: 'promotion-notice' }
  /** The national self-exclusion register, linked from the footer. */
  | { kind: 'self-exclusion'; name: string; url: string }
  /**
   * The national problem-gambling helpline, named on the responsible-gaming page; `cultures`
   * where a market's editions serve different countries (the international edition's Ireland
   * and New Zealand, Canada's Quebec), each its own (`helplineOf`).
   */
  | ({ kind: 'helpline' } & Helpline & { cultures?: Partial<Record<CultureCode, Helpline>> })
  /** Real-money play and its promotion are unavailable: join and play take the restricted path. */
  | { kind: 'no-real-money-play' }
  /**
   * No bonus, advance or other advantage for placing bets, not even as promotion: no offer,
   * offer banner, promotion, prize race or bonus page (the market's bonus terms stay data, unshown).
   */
  | { kind: 'no-bonus-offers' }
  /**
   * The market bans the marketing of money games by an operator without its licence. In force
   * only while the operator holds none there (market-licences.ts): then, as under
   * no-bonus-offers, no offer, offer banner, promotion, prize race or bonus page, and no copy
   * (consent, SEO, help) that promises offers. A licence lifts it without code.
   */
  | { kind: 'no-unlicensed-marketing' }
  /**
   * Words the market's pages may not show (case-insensitive, at a word start, so `Jackpot` also
   * bans `Jackpots` and `Jackpot-Slots`): everywhere, or in offers only (promotions, banners,
   * bonus terms), where a slot's own "free spins" feature is not at issue.
   */
  | { kind: 'banned-copy'; scope: 'everywhere' | 'offers'; terms: readonly string[]; reason: string };

export type MarketRuleKind = MarketRule['kind'];

/** A problem-gambling helpline: its name, its free number and its site. */
export interface Helpline {
  name: string;
  phone: string;
  url: string;
}

/** Rules that hold only while the operator has no licence of the market's own (market-licences.ts). */
const WHILE_UNLICENSED: ReadonlySet<MarketRuleKind> = new Set(['no-unlicensed-marketing']);

/**
 * The rules that bar every offer of a culture (its promotions, bonus page, prize races, offer
 * banners): the route table's `unlessMarketRule` on those routes, and `offersBarredBy`.
 */
export const OFFER_BARRING_RULES = ['no-real-money-play', 'no-bonus-offers', 'no-unlicensed-marketing'] as const satisfies readonly MarketRuleKind[];
export type OfferBarringRule = (typeof OFFER_BARRING_RULES)[number];

export interface Market {
  id: MarketId;
  name: string;
  regulator: string;
  /**
   * The currency the market's offer terms are stated in, never converted into the visitor's:
   * its own terms' currency (UK, Denmark, India), else that of the default terms (spec/catalogue.md
   * "Default (euro, dollar)"): the euro, or the dollar of a dollar market.
   */
  termsCurrency: string;
  /**
   * The bonus terms (spec/catalogue.md bonus policy, by market code) the market's offers follow,
   * its main terms first, published on the bonus page of its first culture; absent: the default
   * (euro and dollar) terms.
   */
  bonusTerms?: readonly string[];
  rules: readonly MarketRule[];
}

export const MARKETS = {
  international: {
    id: 'international',
    name: 'International (Malta licence)',
    regulator: 'Malta Gaming Authority',
    termsCurrency: 'EUR',
    rules: [
      { kind: 'legal-age', years: 18 },
      {
        kind: 'helpline',
        name: 'Responsible Gaming Foundation',
        phone: '1772',
        url: 'https://www.rgf.org.mt/',
        cultures: {
          'en-IE': { name: 'HSE Drugs and Alcohol Helpline', phone: '1800 459 459', url: 'https://www.drugs.ie/' },
          'en-NZ': { name: 'Gambling Helpline', phone: '0800 654 655', url: 'https://www.gamblinghelpline.co.nz/' },
        },
      },
    ],
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
      },
      {
        kind: 'helpline',
        name: 'ConnexOntario',
        phone: '1 866 531 2600',
        url: 'https://www.connexontario.ca/',
        cultures: { 'fr-CA': { name: 'Jeu : aide et référence', phone: '1 800 461-0140', url: 'https://www.aidejeu.ca/' } },
      },
    ],
  },
  india: {
    id: 'india',
    name: 'India',
    regulator: 'Ministry of Electronics and Information Technology',
    termsCurrency: 'INR',
    bonusTerms: ['india'],
    rules: [
      { kind: 'legal-age', years: 18 },
      {
        kind: 'no-real-money-play',
      },
      // A jackpot is a money prize: none in an edition that offers play for fun only.
      { kind: 'no-jackpots' },
      { kind: 'helpline', name: 'Tele MANAS', phone: '14416', url: 'https://telemanas.mohfw.gov.in/' },
      {
        kind: 'banned-copy',
        scope: 'everywhere',
        terms: ['play for real', 'real money', 'Indian rupees', 'deposit bonus', 'welcome bonus'],
        reason: 'no invitation to real-money play',
      },
    ],
  },
  germany: {
    id: 'germany',
    name: 'Germany',
    regulator: 'Gemeinsame Glücksspielbehörde der Länder (GGL)',
    termsCurrency: 'EUR',
    rules: [
      { kind: 'legal-age', years: 18 },
      { kind: 'no-jackpots' },
      {
        kind: 'helpline',
        name: 'BZgA-Beratungstelefon',
        phone: '0800 1 37 27 00',
        url: 'https://www.check-dein-spiel.de/',
      },
      { kind: 'stake-cap', amount: 1, currency: 'EUR' },
      { kind: 'no-autoplay' },
      {
        kind: 'banned-copy',
        scope: 'everywhere',
        terms: ['Jackpot', 'Online-Casino'],
        reason: 'the licensed product is virtual slot machines, without jackpots',
      },
    ],
  },
  uk: {
    id: 'uk',
    name: 'United Kingdom',
    regulator: 'Gambling Commission',
    termsCurrency: 'GBP',
    bonusTerms: ['uk', 'uk-welcome'],
    rules: [
      { kind: 'legal-age', years: 18 },
      { kind: 'wagering-cap', multiplier: 10 },
      { kind: 'significant-terms' },
      {
        kind: 'promotion-notice',
      },
      {
        kind: 'self-exclusion',
        name: 'GAMSTOP',
        url: 'https://www.gamstop.co.uk/',
      },
      {
        kind: 'helpline',
        name: 'National Gambling Helpline',
        phone: '0808 8020 133',
        url: 'https://www.gamcare.org.uk/',
      },
      {
        kind: 'banned-copy',
        scope: 'offers',
        terms: ['free spin', 'free-spin'],
        reason: 'deposit-linked spins are "bonus spins", not free',
      },
    ],
  },
  denmark: {
    id: 'denmark',
    name: 'Denmark',
    regulator: 'Spillemyndigheden',
    termsCurrency: 'DKK',
    bonusTerms: ['denmark'],
    rules: [
      { kind: 'legal-age', years: 18 },
      { kind: 'promotion-notice' },
      { kind: 'self-exclusion', name: 'ROFUS', url: 'https://www.rofus.nu/' },
      {
        kind: 'helpline',
        name: 'StopSpillet',
        phone: '70 22 28 25',
        url: 'https://www.stopspillet.dk/',
      },
    ],
  },
  sweden: {
    id: 'sweden',
    name: 'Sweden',
    regulator: 'Spelinspektionen',
    // The spec states no Swedish terms: the default (euro) terms apply, so their amounts are euros, not kronor.
    termsCurrency: 'EUR',
    rules: [
      { kind: 'legal-age', years: 18 },
      { kind: 'welcome-offer-only' },
      { kind: 'self-exclusion', name: 'Spelpaus', url: 'https://www.spelpaus.se/' },
      {
        kind: 'helpline',
        name: 'Stödlinjen',
        phone: '020-81 91 00',
        url: 'https://www.stodlinjen.se/',
      },
    ],
  },
  spain: {
    id: 'spain',
    name: 'Spain',
    regulator: 'Dirección General de Ordenación del Juego (DGOJ)',
    termsCurrency: 'EUR',
    bonusTerms: ['spain'],
    rules: [
      { kind: 'legal-age', years: 18 },
      {
        kind: 'promotion-notice',
      },
      {
        kind: 'self-exclusion',
        name: 'RGIAJ',
        url: 'https://www.ordenacionjuego.es/participantes-juego/juego-seguro/rgiaj',
      },
      { kind: 'helpline', name: 'FEJAR', phone: '900 200 225', url: 'https://www.fejar.org/' },
      {
        kind: 'banned-copy',
        scope: 'offers',
        terms: ['gratis', 'gratuit'],
        reason: 'deposit-linked offers are not free',
      },
    ],
  },
  brazil: {
    id: 'brazil',
    name: 'Brazil',
    regulator: 'Secretaria de Prêmios e Apostas do Ministério da Fazenda (SPA/MF)',
    termsCurrency: 'BRL',
    // spec/catalogue.md states Brazil's terms; no-bonus-offers keeps them off every page (docs/market-rules.md).
    bonusTerms: ['brazil'],
    rules: [{ kind: 'legal-age', years: 18 }, { kind: 'no-bonus-offers' }],
  },
  norway: {
    id: 'norway',
    name: 'Norway',
    regulator: 'Lotteri- og stiftelsestilsynet (Lotteritilsynet)',
    termsCurrency: 'NOK',
    bonusTerms: ['norway'],
    rules: [
      { kind: 'legal-age', years: 18 },
      { kind: 'no-unlicensed-marketing' },
      { kind: 'helpline', name: 'Hjelpelinjen', phone: '800 800 40', url: 'https://hjelpelinjen.no/' },
    ],
  },
  finland: {
    id: 'finland',
    name: 'Finland',
    // The lottery act's supervisor (Arpajaislaki 1047/2001); the MC site itself plays under its Malta licence (market-licences.ts).
    regulator: 'Poliisihallitus (National Police Board)',
    // The spec states no Finnish terms: the default (euro) terms apply.
    termsCurrency: 'EUR',
    rules: [
      { kind: 'legal-age', years: 18 },
      { kind: 'no-unlicensed-marketing' },
      { kind: 'helpline', name: 'Peluuri', phone: '0800 100 101', url: 'https://www.peluuri.fi/' },
    ],
  },
} as const satisfies Readonly<Record<MarketId, Market>>;

/** The rule kinds each market imposes (compile-time: market-sources.ts must cite one source for each). */
export type MarketRuleKindsOf<M extends MarketId> = (typeof MARKETS)[M]['rules'][number]['kind'];

/** The currency the default terms are stated in where a page shows them for markets other than its own. */
export const DEFAULT_TERMS_CURRENCY = 'EUR';

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
  'pt-BR': 'brazil',
  'nb-NO': 'norway',
  fi: 'finland',
};

/** The code of the bonus terms a culture's offers follow ('default' where its market states none). */
export function bonusTermsOf(culture: CultureCode): string {
  return marketOf(culture).bonusTerms?.[0] ?? 'default';
}

/** The culture whose bonus page publishes the terms of that code (its market's first culture), or null where none does. */
export function bonusTermsCulture(code: string): CultureCode | null {
  const cultures = CULTURE_CODES.filter((culture) => (marketOf(culture).bonusTerms ?? ['default']).includes(code));
  return cultures[0] ?? null;
}

export function marketOf(culture: CultureCode): Market {
  return MARKETS[CULTURE_MARKET[culture]];
}

/** The licence the operator holds in the market (market-licences.ts). */
export function licenceOf(market: MarketId): Licence {
  return MARKET_LICENCES[market];
}

/** Whether a rule of the market is in force: one that holds while unlicensed lapses with a local licence. */
export function ruleInForce(market: MarketId, rule: MarketRule): boolean {
  return !WHILE_UNLICENSED.has(rule.kind) || licenceOf(market).held === 'none';
}

/** The culture's market rule of that kind, or undefined where the market does not impose it (or it is not in force). */
export function marketRule<K extends MarketRuleKind>(culture: CultureCode, kind: K): Extract<MarketRule, { kind: K }> | undefined {
  const market = marketOf(culture);
  const rule = market.rules.find((entry): entry is Extract<MarketRule, { kind: K }> => entry.kind === kind);
  return rule && ruleInForce(market.id, rule) ? rule : undefined;
}

/**
 * The rule that bars every offer in the culture's market, whatever its kind or terms (an offer
 * invites real-money play where that is barred, is a bonus for betting where bonuses are, and
 * is marketing where an unlicensed operator may not market), if any.
 */
export function offersBarredBy(culture: CultureCode): OfferBarringRule | undefined {
  return OFFER_BARRING_RULES.find((kind) => marketRule(culture, kind) !== undefined);
}

/** The culture's problem-gambling helpline: its own where its market names one per edition, else its market's. */
export function helplineOf(culture: CultureCode): Helpline | undefined {
  const rule = marketRule(culture, 'helpline');
  return rule && (rule.cultures?.[culture] ?? { name: rule.name, phone: rule.phone, url: rule.url });
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
  return rule.terms.filter((term) => termPattern(term).test(text));
}

/** Compiled once per term: the servers check every game name and CMS text of a page with these. */
const TERM_PATTERNS = new Map<string, RegExp>();

function termPattern(term: string): RegExp {
  let pattern = TERM_PATTERNS.get(term);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}`, 'iu');
    TERM_PATTERNS.set(term, pattern);
  }
  return pattern;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
