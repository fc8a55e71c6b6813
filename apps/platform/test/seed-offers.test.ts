import { CULTURE_CODES } from '@mc/sites/culture-codes';
import { marketOf, marketRule, offersBarredBy } from '@mc/sites/markets';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { BONUS_MARKETS, bonusMarketCode } from '../src/seed/content/bonus-policy.ts';

const db = openDatabase(inject('templateDb'));
afterAll(() => db.close());
const all = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];

interface Terms {
  type: string;
  currency: string;
  percent: number | null;
  minDeposit: number | null;
  maxBonus: number | null;
  wagering: { multiplier: number; base: string } | null;
  contributions: { slots: number; other: number } | null;
  expiresInDays: number | null;
  spins: { count: number; value: number } | null;
  creditedOn: string | null;
  prizePool: number | null;
  entry: { optIn: boolean; stakePerUnit: number } | null;
}
interface Offer {
  kind: string | null;
  significantTerms: Terms | null;
}
const promotions = (culture: string) =>
  all<{ slug: string; data: string }>('SELECT slug, data FROM promotions WHERE culture = ? ORDER BY position', culture).map((row) => ({
    slug: row.slug,
    ...(JSON.parse(row.data) as Offer),
  }));
const bannerOffers = (culture: string): Offer[] =>
  all<{ data: string }>('SELECT data FROM banner_configs WHERE culture = ?', culture).flatMap((row) => {
    const config = JSON.parse(row.data) as Offer & {
      offer: Offer | null;
      slides: { offer: Offer | null }[];
      culturesSlides: Record<string, { offer: Offer | null }[]>;
    };
    return [
      config.offer,
      ...config.slides.map((s) => s.offer),
      ...Object.values(config.culturesSlides)
        .flat()
        .map((s) => s.offer),
    ].filter((o): o is Offer => o !== null && o !== undefined);
  });

describe('seeded offers and the market rules (packages/sites/src/markets.ts)', () => {
  it('gives every promotion a kind, and significant terms in its market terms currency', () => {
    for (const culture of CULTURE_CODES) {
      for (const promotion of promotions(culture)) {
        if (promotion.slug === 'test-hostile-markup') continue;
        expect(promotion.kind, `${culture} ${promotion.slug}`).toMatch(/^(welcome|recurring|tournament|seasonal|prize-draw)$/);
        expect(promotion.significantTerms, `${culture} ${promotion.slug}`).not.toBeNull();
        // Stated in the currency of the terms the culture's offers follow, never converted: the default terms in € or $.
        const market = BONUS_MARKETS.find((entry) => entry.code === bonusMarketCode(culture))!;
        expect(promotion.significantTerms!.currency, `${culture} ${promotion.slug}`).toBe(market.currency ?? marketOf(culture).termsCurrency);
      }
    }
  });

  it('seeds no promotion, slide or bt banner but the welcome offer where welcome-offer-only holds', () => {
    const welcomeOnly = CULTURE_CODES.filter((culture) => marketRule(culture, 'welcome-offer-only'));
    expect(welcomeOnly).toEqual(['sv']);
    for (const culture of welcomeOnly) {
      expect(promotions(culture).map((p) => p.kind)).toEqual(['welcome']);
      for (const offer of bannerOffers(culture)) expect(offer.kind).toBe('welcome');
      for (const row of all<{ offer: string | null }>("SELECT offer FROM bt_codes WHERE culture = ? AND code != 'hostile-markup'", culture)) {
        expect((JSON.parse(row.offer!) as Offer).kind).toBe('welcome');
      }
    }
  });

  it('seeds no promotion, offer slide or offer bt code where every offer is barred (India, Brazil; Finland and Norway while unlicensed)', () => {
    const barred = CULTURE_CODES.filter((culture) => offersBarredBy(culture));
    expect(barred).toEqual(expect.arrayContaining(['en-IN', 'pt-BR', 'fi', 'nb-NO']));
    for (const culture of barred) {
      expect(
        promotions(culture).filter((p) => p.slug !== 'test-hostile-markup'),
        culture,
      ).toEqual([]);
      expect(bannerOffers(culture), culture).toEqual([]);
      const codes = all<{ offer: string | null }>("SELECT offer FROM bt_codes WHERE culture = ? AND code != 'hostile-markup'", culture);
      expect(
        codes.filter((row) => row.offer !== null && JSON.parse(row.offer) !== null),
        culture,
      ).toEqual([]);
    }
  });

  it('gives every offer of every culture the significant terms of what it is, complete', () => {
    const required: Record<string, (keyof Terms)[]> = {
      'deposit-bonus': ['percent', 'minDeposit', 'maxBonus', 'wagering', 'contributions', 'expiresInDays'],
      'bonus-spins': ['spins', 'minDeposit', 'wagering', 'expiresInDays'],
      cashback: ['percent', 'maxBonus', 'creditedOn', 'wagering', 'expiresInDays'],
      race: ['prizePool', 'entry'],
      'prize-draw': ['entry'],
    };
    const expectedType: Record<string, string[]> = {
      welcome: ['deposit-bonus', 'bonus-spins'],
      recurring: ['cashback'],
      tournament: ['race'],
      seasonal: ['deposit-bonus', 'bonus-spins'],
      'prize-draw': ['prize-draw'],
    };
    let checked = 0;
    for (const culture of CULTURE_CODES) {
      const offers = [...promotions(culture).filter((p) => p.slug !== 'test-hostile-markup'), ...bannerOffers(culture).filter((offer) => offer.kind !== null)];
      for (const { kind, significantTerms: terms } of offers) {
        expect(expectedType[kind!], `${culture} ${kind}`).toContain(terms!.type);
        for (const key of required[terms!.type]!) expect(terms![key], `${culture} ${kind} ${key}`).not.toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('states every UK offer at most the capped wagering on the bonus, and a race its own terms, not a deposit bonus', () => {
    const cultures = CULTURE_CODES.filter((culture) => marketRule(culture, 'significant-terms'));
    expect(cultures).toEqual(['en-GB']);
    for (const culture of cultures) {
      const cap = marketRule(culture, 'wagering-cap')!.multiplier;
      const offers = [...promotions(culture), ...bannerOffers(culture).filter((offer) => offer.kind !== null)];
      expect(offers.length).toBeGreaterThan(3);
      for (const { significantTerms: terms } of offers) {
        expect(terms!.currency).toBe('GBP');
        if (terms!.wagering) {
          expect(['bonus', 'winnings']).toContain(terms!.wagering.base);
          expect(terms!.wagering.multiplier).toBeLessThanOrEqual(cap);
        }
      }
      const race = promotions(culture).find((p) => p.kind === 'tournament')!.significantTerms!;
      expect(race).toMatchObject({ type: 'race', minDeposit: null, wagering: null, maxBonus: null });
      expect(race.prizePool).toBeGreaterThan(0);
      const cashback = promotions(culture).find((p) => p.kind === 'recurring')!.significantTerms!;
      expect(cashback).toMatchObject({ type: 'cashback', creditedOn: 'monday' });
    }
  });

  it("takes Spain's own offers from its terms (spec/catalogue.md): 300 spins from €30, 15 % cashback on Wednesdays, a €10,000 race", () => {
    const es = promotions('es');
    expect(es.find((p) => p.slug === 'bono-300-giros')!.significantTerms).toMatchObject({ type: 'bonus-spins', spins: { count: 300 }, minDeposit: 30 });
    expect(es.find((p) => p.slug === 'cashback-semanal')!.significantTerms).toMatchObject({
      type: 'cashback',
      percent: 15,
      minLoss: 20,
      maxBonus: 500,
      creditedOn: 'wednesday',
      wagering: { multiplier: 60 },
    });
    expect(es.find((p) => p.slug === 'torneo-drops-and-wins')!.significantTerms).toMatchObject({ type: 'race', prizePool: 10000, entry: { minStake: 0.05 } });
  });

  it('words UK bonus terms as the spec deviation says: 10× the bonus, first deposit only, no 72-hour clause', () => {
    for (const market of BONUS_MARKETS.filter((m) => m.code.startsWith('uk'))) {
      expect(market.wagering).toMatchObject({ multiplier: 10, base: 'bonus' });
      expect(market.firstDepositOnly).toBe(true);
      expect(market.claimOncePerHours).toBeNull();
    }
  });
});
