import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKET_DOC_PATH, sourceOf, withMarketRules } from './market-doc.ts';
import { bonusTermsCulture, bonusTermsOf, CULTURE_MARKET, legalAge, MARKETS, marketRule, bannedCopy, type Market } from './markets.ts';
import { CULTURE_CODES } from './culture-codes.ts';

describe('market rules', () => {
  it(`in ${MARKET_DOC_PATH} are the current data (run \`npm run docs:markets\` after changing markets.ts)`, () => {
    const doc = readFileSync(new URL(`../../../${MARKET_DOC_PATH}`, import.meta.url), 'utf8');
    expect(doc).toBe(withMarketRules(doc));
  });

  it('give every culture a market with a legal age and every rule a source', () => {
    for (const code of CULTURE_CODES) expect(MARKETS[CULTURE_MARKET[code]], code).toBeDefined();
    for (const market of Object.values(MARKETS) as Market[]) {
      expect(
        market.rules.filter((rule) => rule.kind === 'legal-age'),
        market.id,
      ).toHaveLength(1);
      for (const rule of market.rules) expect(sourceOf(market.id, rule.kind).length, `${market.id} ${rule.kind}`).toBeGreaterThan(10);
      expect(new Set(market.rules.map((rule) => rule.kind)).size, `${market.id}: one rule per kind`).toBe(market.rules.length);
    }
  });

  it('answer by culture: Canada 19 with its provinces, Germany without jackpots, Sweden with the welcome offer only', () => {
    expect(legalAge('en-CA')).toBe(19);
    expect(legalAge('fr-CA', 'CA-QC')).toBe(18);
    expect(legalAge('en-CA', 'CA-ON')).toBe(19);
    expect(legalAge('de-DE')).toBe(18);
    expect(marketRule('de-DE', 'no-jackpots')).toBeDefined();
    expect(marketRule('en', 'no-jackpots')).toBeUndefined();
    expect(marketRule('sv', 'welcome-offer-only')).toBeDefined();
    expect(marketRule('en-IN', 'no-real-money-play')).toBeDefined();
    expect(marketRule('en-GB', 'wagering-cap')?.multiplier).toBe(10);
  });

  it("name each culture's bonus terms, published on the bonus page of their market's first culture", () => {
    expect(bonusTermsOf('en-GB')).toBe('uk');
    expect(bonusTermsOf('de-DE')).toBe('default');
    expect(bonusTermsCulture('default')).toBe('en');
    expect(bonusTermsCulture('uk-welcome')).toBe('en-GB');
    expect(bonusTermsCulture('no-such-terms')).toBeNull();
    for (const code of CULTURE_CODES) {
      const publisher = bonusTermsCulture(bonusTermsOf(code))!;
      expect(publisher, code).not.toBeNull();
      expect(bonusTermsOf(publisher), code).toBe(bonusTermsOf(code));
    }
  });

  it('find banned words at a word start, in the parts they are banned from', () => {
    expect(bannedCopy('de-DE', 'Die besten Jackpots fallen täglich')).toEqual(['Jackpot']);
    expect(bannedCopy('de-DE', 'Jackpot-Slots im Online-Casino')).toEqual(['Jackpot', 'Online-Casino']);
    expect(bannedCopy('de-DE', 'Virtuelle Automatenspiele')).toEqual([]);
    expect(bannedCopy('en', 'Jackpots drop daily')).toEqual([]);
    // Offers only: a slot's own free-spins feature may be described on a game page.
    expect(bannedCopy('en-GB', 'The game has a free spins round')).toEqual([]);
    expect(bannedCopy('en-GB', '50 free spins on your first deposit', 'offers')).toEqual(['free spin']);
    expect(bannedCopy('en-GB', '50 bonus spins on your first deposit', 'offers')).toEqual([]);
    expect(bannedCopy('es', '300 tiradas gratis', 'offers')).toEqual(['gratis']);
    expect(bannedCopy('es', 'tiradas gratuitas', 'offers')).toEqual(['gratuit']);
    expect(bannedCopy('es', 'Consagratis', 'offers')).toEqual([]);
  });
});
