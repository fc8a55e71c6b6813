import { describe, expect, it } from 'vitest';
import { parseBonusPolicy, shownMarkets, termsCurrency, type BonusMarket } from './bonus-policy.ts';

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
  it("shows the culture's own terms and their variants only, never another market's", () => {
    const all = [
      market('default', null),
      market('uk', 'GBP'),
      market('uk-welcome', 'GBP'),
      market('spain', 'EUR'),
      market('india', 'INR'),
      market('brazil', 'BRL'),
    ];
    expect(shownMarkets(all, 'uk', 'en-GB').own.map((m) => m.code)).toEqual(['uk', 'uk-welcome']);
    expect(shownMarkets(all, 'default', 'en').own.map((m) => m.code)).toEqual(['default']);
    expect(shownMarkets(all, 'spain', 'es').own.map((m) => m.code)).toEqual(['spain']);
    // A market code that merely starts like another is not its variant.
    expect(shownMarkets([market('uk', 'GBP'), market('ukraine', 'UAH')], 'uk', 'en-GB').own.map((m) => m.code)).toEqual(['uk']);
  });

  it('states the terms in their own currency, the default terms in the culture terms currency (€ or $)', () => {
    expect(termsCurrency(market('default', null), 'en')).toBe('EUR');
    expect(termsCurrency(market('default', null), 'en-CA')).toBe('CAD');
    expect(termsCurrency(market('default', null), 'sv')).toBe('EUR');
    expect(termsCurrency(market('denmark', 'DKK'), 'da')).toBe('DKK');
  });

  it('leaves out own terms above the wagering cap, and names them', () => {
    const wagering = (multiplier: number, base = 'bonus') => ({ multiplier, base, days: 30, contributions: null });
    const markets = [
      { ...market('uk', 'GBP'), wagering: wagering(10) },
      { ...market('uk-welcome', 'GBP'), wagering: wagering(30, 'deposit+bonus') },
      { ...market('default', null), wagering: wagering(60) },
    ];
    expect(shownMarkets(markets, 'uk', 'en-GB')).toEqual({ own: [markets[0]], refused: ['uk-welcome'] });
    expect(shownMarkets(markets, 'default', 'en')).toEqual({ own: [markets[2]], refused: [] });
  });

  it('rejects malformed data', () => {
    expect(parseBonusPolicy({ market: 'uk' })).toBeNull();
    expect(parseBonusPolicy({ market: 'uk', markets: [market('uk', 'GBP')] })?.markets).toHaveLength(1);
  });
});
