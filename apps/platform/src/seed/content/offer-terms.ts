import type { CultureCode } from '@mc/sites/culture-codes';
import { DEFAULT_TERMS_CURRENCY, marketOf } from '@mc/sites/markets';
import type { Static } from '@sinclair/typebox';
import { toMarketAmount } from '../../lib/money.ts';
import type { SignificantTerms } from '../../schemas/offers.ts';
import { BONUS_MARKETS, bonusMarketCode } from './bonus-policy.ts';

type Terms = Static<typeof SignificantTerms>;
type BonusMarket = (typeof BONUS_MARKETS)[number];

/** Every offer the seed promotes, by what it is: its significant terms are its own (`significantTermsFor`). */
export const OFFER_KEYS = ['welcome', 'spins', 'cashback', 'race', 'sprint', 'seasonal', 'launch', 'draw', 'spins50'] as const;
export type OfferKey = (typeof OFFER_KEYS)[number];

const marketByCode = (code: string): BonusMarket | undefined => BONUS_MARKETS.find((market) => market.code === code);
const DEFAULT = marketByCode('default')!;
/** Offer figures the spec does not state, in euro units (lib/money.ts scales them to a market's round amounts). */
const FIGURES = {
  cashback: { percent: 10, minLoss: 20, max: 100, creditedOn: 'monday', wagering: 1, days: 7 },
  race: { prizePool: 5_000, stakePerPoint: 1, minStake: 0.2 },
  sprint: { prizePool: 1_000, stakePerPoint: 1, minStake: 0.2 },
  seasonal: { percent: 50 },
  launch: { percent: 100 },
  draw: { stakePerTicket: 10 },
  spins50: { count: 50, minDeposit: 20 },
} as const;

const blank = (currency: string): Terms => ({
  type: 'deposit-bonus',
  currency,
  percent: null,
  minDeposit: null,
  maxBonus: null,
  minLoss: null,
  wagering: null,
  contributions: null,
  expiresInDays: null,
  spins: null,
  creditedOn: null,
  prizePool: null,
  entry: null,
});

/**
 * The bonus terms a culture's offers follow (bonus-policy.ts, by its market's `bonusTerms`), the
 * welcome variant for the welcome offer where there is one (`uk-welcome`); where they are silent
 * the default terms apply, amounts only where in the same currency (an amount is never converted).
 */
function marketTerms(culture: CultureCode, welcome: boolean) {
  const code = bonusMarketCode(culture);
  const market = (welcome ? marketByCode(`${code}-welcome`) : undefined) ?? marketByCode(code) ?? DEFAULT;
  const currency = market.currency ?? marketOf(culture).termsCurrency;
  const sameCurrency = market.currency === null || market.currency === DEFAULT_TERMS_CURRENCY;
  const amount = (own: number | null, fallback: number | null) => own ?? (sameCurrency ? fallback : null);
  const wagering = market.wagering ?? DEFAULT.wagering!;
  return {
    market,
    currency,
    minDeposit: amount(market.minDeposit, DEFAULT.minDeposit),
    maxBonus: amount(market.maxBonus, DEFAULT.maxBonus),
    wagering: { multiplier: wagering.multiplier, base: wagering.base },
    contributions: wagering.contributions ?? DEFAULT.wagering!.contributions,
    days: wagering.days,
    own: (offer: string) => market.offers.find((entry) => entry.code === offer),
  };
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * An offer's significant terms as its own data: a deposit bonus (welcome, seasonal, launch) from
 * the market's bonus terms with its own match; Spain's 300 spins, cashback and tournament from
 * Spain's own offers (spec/catalogue.md); elsewhere cashback and prize races from the figures
 * above in the market's round amounts. Never another offer's terms: a race states its prize
 * pool and how to take part, not a deposit bonus's wagering.
 */
export function significantTermsFor(culture: CultureCode, offer: OfferKey): Terms {
  const terms = marketTerms(culture, offer === 'welcome');
  const round = (euros: number) => toMarketAmount(euros, terms.currency);
  const base = blank(terms.currency);
  const depositBonus = (percent: number, maxBonus: number | null): Terms => ({
    ...base,
    percent,
    minDeposit: terms.minDeposit,
    maxBonus,
    wagering: terms.wagering,
    contributions: terms.contributions,
    expiresInDays: terms.days,
  });
  const spins = (count: number, minDeposit: number | null): Terms => {
    const free = terms.market.freeSpins ?? DEFAULT.freeSpins!;
    // Silent on spins, a market's own wagering still binds their winnings (the UK's 10×).
    const multiplier = terms.market.freeSpins?.wageringMultiplier ?? terms.market.wagering?.multiplier ?? free.wageringMultiplier;
    return {
      ...base,
      type: 'bonus-spins',
      spins: { count, value: round(free.spinValue) },
      minDeposit,
      wagering: { multiplier, base: 'winnings' },
      contributions: { slots: 100, other: 0 },
      expiresInDays: free.days,
    };
  };
  const race = (figures: { prizePool: number; stakePerPoint: number; minStake: number }): Terms => {
    const own = terms.own('tournament');
    const minBet = num(terms.own('drops-and-wins')?.minBet);
    return {
      ...base,
      type: 'race',
      prizePool: num(own?.prizePool) ?? round(figures.prizePool),
      entry: { optIn: true, games: 'selected-slots', stakePerUnit: round(figures.stakePerPoint), minStake: minBet ?? round(figures.minStake) },
    };
  };
  switch (offer) {
    case 'welcome':
      return depositBonus(100, terms.maxBonus);
    case 'seasonal':
      return depositBonus(FIGURES.seasonal.percent, terms.maxBonus === null ? null : terms.maxBonus / 2);
    case 'launch':
      return depositBonus(FIGURES.launch.percent, terms.maxBonus);
    case 'spins': {
      const own = terms.own('spins');
      return spins(num(own?.spins) ?? 100, num(own?.minDeposit) ?? terms.minDeposit);
    }
    case 'spins50':
      return spins(FIGURES.spins50.count, round(FIGURES.spins50.minDeposit));
    case 'cashback': {
      const own = terms.own('cashback');
      const figures = FIGURES.cashback;
      return {
        ...base,
        type: 'cashback',
        percent: num(own?.percent) ?? figures.percent,
        minLoss: num(own?.minAmount) ?? round(figures.minLoss),
        maxBonus: num(own?.maxAmount) ?? round(figures.max),
        creditedOn: (typeof own?.creditedOn === 'string' ? own.creditedOn : figures.creditedOn) as Terms['creditedOn'],
        wagering: { multiplier: num(own?.wageringMultiplier) ?? figures.wagering, base: 'bonus' },
        contributions: terms.contributions,
        expiresInDays: own ? terms.days : figures.days,
      };
    }
    case 'race':
      return race(FIGURES.race);
    case 'sprint':
      return race(FIGURES.sprint);
    case 'draw':
      return { ...base, type: 'prize-draw', entry: { optIn: false, games: 'all-games', stakePerUnit: round(FIGURES.draw.stakePerTicket), minStake: null } };
  }
}
