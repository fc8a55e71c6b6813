import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it } from 'vitest';
import { bonusPolicyLinks } from './bonus-links.server.ts';
import type { BonusMarket } from './bonus-policy.ts';

const market = (code: string): BonusMarket => ({
  code,
  name: code,
  currency: null,
  firstDepositOnly: true,
  minDeposit: 1,
  maxBonus: 1,
  wagering: null,
  maxBet: null,
  freeSpins: null,
  claimOncePerHours: null,
  offers: [],
});

describe('bonus policy links', () => {
  // India and Brazil have no bonus policy page (no real-money play; no bonus offers: markets.ts), so their terms link nowhere;
  // Norway's are published on the nb-NO edition (markets.ts bonusTerms).
  it('link each market to its culture policy with the locale prefix, skipping the current one and markets without a culture or a policy page', () => {
    const links = bonusPolicyLinks(
      DEFAULT_SITES,
      ['default', 'uk', 'uk-welcome', 'india', 'brazil', 'norway', 'denmark', 'spain', 'nowhere'].map(market),
      'en-GB',
    );
    expect(links.map((l) => l.href)).toEqual([
      'https://www.mondocasino.example/bonus-policy/',
      'https://www.mondocasino.example/nb-NO/bonus-policy/',
      'https://www.mondocasino-dk.example/bonus-policy/',
      'https://www.mondocasino-es.example/bonus-policy/',
    ]);
  });
});
