import { describe, expect, it } from 'vitest';
import { orderMarkets, parseBonusPolicy, shownMarkets, termsCurrency, type BonusMarket } from './bonus-policy.ts';

const market = (code: string, currency: string | null): BonusMarket => ({
  code,
  name: code,
  currency,
  firstDepositOnly: true,
  minDeposit: 10,
  maxBonus: 100,
  wagering: null,
  maxBet: null,
  freeSpins: null,
  claimOncePerHours: null,
  offers: [],
});

describe('bonus policy', () => {
  it('puts the culture market and its variants first', () => {
    const { own, others } = orderMarkets([market('default', null), market('uk', 'GBP'), market('uk-welcome', 'GBP'), market('spain', 'EUR')], 'uk');
    expect(own.map((m) => m.code)).toEqual(['uk', 'uk-welcome']);
    expect(others.map((m) => m.code)).toEqual(['default', 'spain']);
  });
  it('states every market in the currency of its terms, never the visitor culture currency', () => {
    // The default (euro and dollar) terms: € or $ where they are the page's own terms, € where another market's.
    expect(termsCurrency(market('default', null), 'default', 'en')).toBe('EUR');
    expect(termsCurrency(market('default', null), 'default', 'en-CA')).toBe('CAD');
    expect(termsCurrency(market('default', null), 'default', 'sv')).toBe('EUR');
    expect(termsCurrency(market('default', null), 'denmark', 'da')).toBe('EUR');
    expect(termsCurrency(market('default', null), 'uk', 'en-GB')).toBe('EUR');
    expect(termsCurrency(market('india', 'INR'), 'uk', 'en-GB')).toBe('INR');
    expect(termsCurrency(market('denmark', 'DKK'), 'denmark', 'da')).toBe('DKK');
  });

  it('leaves out own terms above the wagering cap, and other markets where only the welcome offer may be shown', () => {
    const wagering = (multiplier: number, base = 'bonus') => ({ multiplier, base, days: 30, contributions: null });
    const markets = [
      { ...market('uk', 'GBP'), wagering: wagering(10) },
      { ...market('uk-welcome', 'GBP'), wagering: wagering(30, 'deposit+bonus') },
      { ...market('default', null), wagering: wagering(60) },
    ];
    expect(shownMarkets(markets, 'uk', 'en-GB')).toMatchObject({ own: [{ code: 'uk' }], others: [{ code: 'default' }], refused: ['uk-welcome'] });
    expect(shownMarkets(markets, 'default', 'sv')).toMatchObject({ own: [{ code: 'default' }], others: [], refused: [] });
    expect(shownMarkets(markets, 'default', 'en').others.map((m) => m.code)).toEqual(['uk', 'uk-welcome']);
  });
  it('rejects malformed data', () => {
    expect(parseBonusPolicy({ market: 'uk' })).toBeNull();
    expect(parseBonusPolicy({ market: 'uk', markets: [market('uk', 'GBP')] })?.markets).toHaveLength(1);
  });
});
