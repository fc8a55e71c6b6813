import type { CultureCode } from '@mc/sites/culture-codes';
import type { Static } from '@sinclair/typebox';
import { bonusTermsOf } from '@mc/sites/markets';
import type { Lang } from '../../lib/markets.ts';
import type { BonusMarket, BonusPolicyData } from '../../schemas/feeds.ts';

type Market = Omit<Static<typeof BonusMarket>, 'name'>;
const none = { freeSpins: null, claimOncePerHours: null, offers: [] };
const wager = (multiplier: number, base: 'bonus' | 'deposit+bonus', days: number | null, contributions: { slots: number; other: number } | null = null) => ({
  multiplier,
  base,
  days,
  contributions,
});
const tenPercent = (minimum: number, cap: number) => ({ percentOfBonus: 10, minimum, cap, fixed: null });

/**
 * spec/catalogue.md section 9, as data. Where the spec is silent for a market (wagering for
 * India and Norway, max bet for the UK) the default terms apply and are repeated here, so the
 * page never has to merge rules. Amounts are in each market's currency.
 *
 * Deviations from the spec for the UK (docs/offer-rules.md): wagering is 10× the bonus, not 30×
 * deposit plus bonus (UKGC cap on wagering from 19 January 2026, `wagering-cap` in
 * packages/sites/src/markets.ts); the welcome variant is first deposit only, one per person, so
 * the spec's "claimable once per 72 hours", which contradicts it, is dropped.
 */
export const BONUS_MARKETS: readonly Market[] = [
  {
    code: 'default',
    currency: null,
    firstDepositOnly: true,
    minDeposit: 10,
    maxBonus: 100,
    wagering: wager(60, 'bonus', 30, { slots: 100, other: 10 }),
    maxBet: tenPercent(0.1, 5),
    freeSpins: { spinValue: 0.1, wageringMultiplier: 60, days: 30, slotsOnly: true },
    claimOncePerHours: null,
    offers: [],
  },
  {
    code: 'uk',
    currency: 'GBP',
    firstDepositOnly: true,
    minDeposit: 10,
    maxBonus: 50,
    wagering: wager(10, 'bonus', 30, { slots: 100, other: 10 }),
    maxBet: tenPercent(0.1, 5),
    ...none,
  },
  {
    code: 'uk-welcome',
    currency: 'GBP',
    firstDepositOnly: true,
    minDeposit: 20,
    maxBonus: 200,
    wagering: wager(10, 'bonus', 30, { slots: 100, other: 10 }),
    maxBet: tenPercent(0.1, 5),
    freeSpins: null,
    claimOncePerHours: null,
    offers: [],
  },
  {
    code: 'india',
    currency: 'INR',
    firstDepositOnly: true,
    minDeposit: 500,
    maxBonus: 50000,
    wagering: wager(60, 'bonus', 30, { slots: 100, other: 10 }),
    maxBet: tenPercent(8, 400),
    ...none,
  },
  {
    code: 'brazil',
    currency: 'BRL',
    firstDepositOnly: true,
    minDeposit: 20,
    maxBonus: 500,
    wagering: wager(30, 'deposit+bonus', 30, { slots: 100, other: 10 }),
    maxBet: tenPercent(0.5, 25),
    ...none,
  },
  {
    code: 'norway',
    currency: 'NOK',
    firstDepositOnly: true,
    minDeposit: 100,
    maxBonus: 1000,
    wagering: wager(60, 'bonus', 30, { slots: 100, other: 10 }),
    maxBet: tenPercent(1, 50),
    ...none,
  },
  {
    code: 'denmark',
    currency: 'DKK',
    firstDepositOnly: true,
    minDeposit: 100,
    maxBonus: 500,
    wagering: wager(10, 'bonus', 60),
    maxBet: { percentOfBonus: null, minimum: null, cap: null, fixed: 50 },
    ...none,
  },
  {
    code: 'spain',
    currency: 'EUR',
    firstDepositOnly: true,
    minDeposit: null,
    maxBonus: 200,
    wagering: null,
    maxBet: null,
    freeSpins: null,
    claimOncePerHours: null,
    offers: [
      { code: 'spins', spins: 300, minDeposit: 30 },
      { code: 'cashback', percent: 15, minAmount: 20, maxAmount: 500, creditedOn: 'wednesday', wageringMultiplier: 60 },
      { code: 'tournament', prizePool: 10000 },
      { code: 'drops-and-wins', minBet: 0.05 },
    ],
  },
];

const NAMES: Record<Lang, Record<string, string>> = {
  en: {
    default: 'Standard (euro and dollar markets)',
    uk: 'United Kingdom',
    'uk-welcome': 'United Kingdom: welcome bonus',
    india: 'India',
    brazil: 'Brazil',
    norway: 'Norway',
    denmark: 'Denmark',
    spain: 'Spain',
  },
  de: {
    default: 'Standard (Euro- und Dollarmärkte)',
    uk: 'Vereinigtes Königreich',
    'uk-welcome': 'Vereinigtes Königreich: Willkommensbonus',
    india: 'Indien',
    brazil: 'Brasilien',
    norway: 'Norwegen',
    denmark: 'Dänemark',
    spain: 'Spanien',
  },
  da: {
    default: 'Standard (euro- og dollarmarkeder)',
    uk: 'Storbritannien',
    'uk-welcome': 'Storbritannien: velkomstbonus',
    india: 'Indien',
    brazil: 'Brasilien',
    norway: 'Norge',
    denmark: 'Danmark',
    spain: 'Spanien',
  },
  sv: {
    default: 'Standard (euro- och dollarmarknader)',
    uk: 'Storbritannien',
    'uk-welcome': 'Storbritannien: välkomstbonus',
    india: 'Indien',
    brazil: 'Brasilien',
    norway: 'Norge',
    denmark: 'Danmark',
    spain: 'Spanien',
  },
  es: {
    default: 'Estándar (mercados en euros y dólares)',
    uk: 'Reino Unido',
    'uk-welcome': 'Reino Unido: bono de bienvenida',
    india: 'India',
    brazil: 'Brasil',
    norway: 'Noruega',
    denmark: 'Dinamarca',
    spain: 'España',
  },
  fr: {
    default: 'Standard (marchés en euros et en dollars)',
    uk: 'Royaume-Uni',
    'uk-welcome': 'Royaume-Uni : bonus de bienvenue',
    india: 'Inde',
    brazil: 'Brésil',
    norway: 'Norvège',
    denmark: 'Danemark',
    spain: 'Espagne',
  },
  nb: {
    default: 'Standard (euro- og dollarmarkeder)',
    uk: 'Storbritannia',
    'uk-welcome': 'Storbritannia: velkomstbonus',
    india: 'India',
    brazil: 'Brasil',
    norway: 'Norge',
    denmark: 'Danmark',
    spain: 'Spania',
  },
  pt: {
    default: 'Padrão (mercados em euro e dólar)',
    uk: 'Reino Unido',
    'uk-welcome': 'Reino Unido: bônus de boas-vindas',
    india: 'Índia',
    brazil: 'Brasil',
    norway: 'Noruega',
    denmark: 'Dinamarca',
    spain: 'Espanha',
  },
  fi: {
    default: 'Vakioehdot (euro- ja dollarimarkkinat)',
    uk: 'Yhdistynyt kuningaskunta',
    'uk-welcome': 'Yhdistynyt kuningaskunta: tervetuliaisbonus',
    india: 'Intia',
    brazil: 'Brasilia',
    norway: 'Norja',
    denmark: 'Tanska',
    spain: 'Espanja',
  },
};

/** The bonus terms a culture's offers follow (its market's `bonusTerms` in @mc/sites/markets; the default terms where it states none). */
export function bonusMarketCode(culture: CultureCode): string {
  return bonusTermsOf(culture);
}

/** Whether terms of that code are the market's own: its main terms or a variant of them (`uk-welcome`). */
export const isOwnTerms = (code: string, own: string) => code === own || code.startsWith(`${own}-`);

/**
 * The culture's bonus page data: its own market's terms and their variants only (the default
 * terms where the market states none), never another market's, whose offers the culture's
 * players cannot take up and whose law may forbid them (Brazil, India).
 */
export function bonusPolicyData(culture: CultureCode, lang: Lang): Static<typeof BonusPolicyData> {
  const own = bonusMarketCode(culture);
  return {
    kind: 'bonusPolicy',
    market: own,
    markets: BONUS_MARKETS.filter((market) => isOwnTerms(market.code, own)).map((market) => ({ ...market, name: NAMES[lang][market.code] ?? market.code })),
  };
}
