import { describe, expect, it } from 'vitest';
import { marketCurrency, orderMarkets, parseBonusPolicy, type BonusMarket } from './bonus-policy.ts';

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
  it('shows the euro/dollar default market in the visitor culture currency', () => {
    expect(marketCurrency(market('default', null), 'CAD')).toBe('CAD');
    expect(marketCurrency(market('india', 'INR'), 'EUR')).toBe('INR');
  });
  it('rejects malformed data', () => {
    expect(parseBonusPolicy({ market: 'uk' })).toBeNull();
    expect(parseBonusPolicy({ market: 'uk', markets: [market('uk', 'GBP')] })?.markets).toHaveLength(1);
  });
});
