import { CULTURE_CODES } from '@mc/sites/culture-codes';
import { marketRule, offersBarredBy } from '@mc/sites/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBannerOffer, readSignificantTerms, type SignificantTerms } from './offer-facts.ts';
import { bannerOfferRefusal, exceedsWageringCap, hasSignificantTerms, offerRefusal } from './offer-rules.ts';

const none = {
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
};
const complete: SignificantTerms = {
  ...none,
  type: 'deposit-bonus',
  currency: 'GBP',
  percent: 100,
  minDeposit: 20,
  maxBonus: 200,
  wagering: { multiplier: 10, base: 'bonus' },
  contributions: { slots: 100, other: 10 },
  expiresInDays: 30,
};
const race: SignificantTerms = {
  ...none,
  type: 'race',
  currency: 'GBP',
  prizePool: 5000,
  entry: { optIn: true, games: 'selected-slots', stakePerUnit: 1, minStake: 0.2 },
};
const cashback: SignificantTerms = {
  ...none,
  type: 'cashback',
  currency: 'EUR',
  percent: 15,
  minLoss: 20,
  maxBonus: 500,
  creditedOn: 'wednesday',
  wagering: { multiplier: 60, base: 'bonus' },
  expiresInDays: 30,
};

describe('wagering cap', () => {
  it('holds a bonus wagering at most the cap, and never one on deposit plus bonus', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 100 }), (multiplier, cap) => {
        expect(exceedsWageringCap({ multiplier, base: 'bonus' }, cap)).toBe(multiplier > cap);
        expect(exceedsWageringCap({ multiplier, base: 'deposit+bonus' }, cap)).toBe(true);
      }),
    );
  });
});

describe('significant terms', () => {
  it('are complete only with every term of their type: a deposit bonus its match, deposit, cap, wagering, contribution and expiry', () => {
    expect(hasSignificantTerms(complete)).toBe(true);
    for (const key of ['percent', 'minDeposit', 'maxBonus', 'wagering', 'contributions', 'expiresInDays'] as const)
      expect(hasSignificantTerms({ ...complete, [key]: null }), key).toBe(false);
    expect(hasSignificantTerms(null)).toBe(false);
  });

  it('are complete for a race with its prize pool and how to take part, never with a deposit bonus terms', () => {
    expect(hasSignificantTerms(race)).toBe(true);
    expect(hasSignificantTerms({ ...race, prizePool: null })).toBe(false);
    expect(hasSignificantTerms({ ...race, entry: null })).toBe(false);
    expect(hasSignificantTerms({ ...complete, type: 'race' })).toBe(false);
    expect(hasSignificantTerms(cashback)).toBe(true);
    expect(hasSignificantTerms({ ...cashback, creditedOn: null })).toBe(false);
  });

  it('read from the site API, with anything malformed left out rather than guessed', () => {
    expect(readSignificantTerms(complete)).toEqual(complete);
    expect(readSignificantTerms(race)).toEqual(race);
    expect(readSignificantTerms(cashback)).toEqual(cashback);
    expect(readSignificantTerms({ ...complete, currency: '£' })).toBeNull();
    expect(readSignificantTerms({ ...complete, type: 'lottery' })).toBeNull();
    expect(readSignificantTerms({ ...complete, minDeposit: -5, expiresInDays: 2.5, wagering: { multiplier: '10' }, percent: 250 })).toEqual({
      ...complete,
      percent: null,
      minDeposit: null,
      expiresInDays: null,
      wagering: null,
    });
    // Terms written before offers had a type were all deposit bonuses.
    const { type: _type, ...untyped } = complete;
    expect(readSignificantTerms(untyped)).toEqual(complete);
    expect(readSignificantTerms({ ...cashback, creditedOn: 'someday' })?.creditedOn).toBeNull();
  });

  it('make a banner offer of unknown kind when malformed, never "no offer" (which would skip the rules)', () => {
    expect(readBannerOffer(undefined)).toBeNull();
    expect(readBannerOffer(null)).toBeNull();
    expect(readBannerOffer('welcome')).toEqual({ kind: 'unknown', significantTerms: null });
    expect(readBannerOffer({ kind: null, significantTerms: null })).toEqual({ kind: null, significantTerms: null });
  });
});

describe('offer rules by rule kind, for every culture (so a new market with the same rule needs no code)', () => {
  const kinds = ['welcome', 'recurring', 'tournament', 'seasonal', 'prize-draw', null];

  it('shows no offer at all where real-money play is barred (India), whatever its kind or terms', () => {
    for (const culture of CULTURE_CODES) {
      const barred = marketRule(culture, 'no-real-money-play') !== undefined;
      for (const kind of kinds) {
        expect(offerRefusal(culture, { kind, significantTerms: complete }) === 'no-real-money-play', `${culture} ${kind}`).toBe(barred);
        expect(bannerOfferRefusal(culture, { kind, significantTerms: null }) === 'no-real-money-play', `${culture} ${kind}`).toBe(barred);
      }
    }
    expect(offerRefusal('en-IN', { kind: 'welcome', significantTerms: complete })).toBe('no-real-money-play');
  });

  it('shows no offer at all where no bonus may be granted for betting (Brazil), whatever its kind or terms', () => {
    for (const culture of CULTURE_CODES) {
      const barred = marketRule(culture, 'no-bonus-offers') !== undefined;
      for (const kind of kinds) {
        for (const terms of [complete, null]) {
          expect(offerRefusal(culture, { kind, significantTerms: terms }) === 'no-bonus-offers', `${culture} ${kind}`).toBe(barred);
          expect(bannerOfferRefusal(culture, { kind, significantTerms: terms }) === 'no-bonus-offers', `${culture} ${kind}`).toBe(barred);
        }
      }
      // A banner promoting no offer is not an offer: the rule leaves it alone.
      expect(bannerOfferRefusal(culture, null), culture).toBeNull();
    }
    expect(offerRefusal('pt-BR', { kind: 'welcome', significantTerms: complete })).toBe('no-bonus-offers');
    expect(bannerOfferRefusal('pt-BR', { kind: null, significantTerms: null })).toBe('no-bonus-offers');
  });

  it('shows no offer at all where an unlicensed operator may not market (Finland, Norway: no local licence)', () => {
    for (const culture of ['fi', 'nb-NO'] as const) {
      for (const kind of kinds) {
        expect(offerRefusal(culture, { kind, significantTerms: complete }), `${culture} ${kind}`).toBe('no-unlicensed-marketing');
        expect(bannerOfferRefusal(culture, { kind, significantTerms: null }), `${culture} ${kind}`).toBe('no-unlicensed-marketing');
      }
    }
    expect(offerRefusal('en', { kind: 'recurring', significantTerms: cashback })).toBeNull();
  });

  it('shows no offer but the welcome offer exactly where welcome-offer-only holds', () => {
    for (const culture of CULTURE_CODES) {
      const welcomeOnly = marketRule(culture, 'welcome-offer-only') !== undefined;
      for (const kind of kinds) {
        const refused = offerRefusal(culture, { kind, significantTerms: complete }) === 'welcome-offer-only';
        expect(refused, `${culture} ${kind}`).toBe(welcomeOnly && kind !== 'welcome');
      }
    }
    expect(offerRefusal('sv', { kind: 'recurring', significantTerms: complete })).toBe('welcome-offer-only');
  });

  it('refuses an offer above the market wagering cap, and one without significant terms where they are required', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CULTURE_CODES), fc.integer({ min: 1, max: 80 }), fc.boolean(), (culture, multiplier, stated) => {
        const cap = marketRule(culture, 'wagering-cap');
        const terms = stated ? { ...complete, wagering: { multiplier, base: 'bonus' } } : null;
        const refusal = offerRefusal(culture, { kind: 'welcome', significantTerms: terms });
        const expected = offersBarredBy(culture)
          ? offersBarredBy(culture)
          : marketRule(culture, 'welcome-offer-only') === undefined && cap && stated && multiplier > cap.multiplier
            ? 'wagering-cap'
            : !stated && marketRule(culture, 'significant-terms')
              ? 'significant-terms'
              : null;
        expect(refusal).toBe(expected);
      }),
    );
    expect(offerRefusal('en-GB', { kind: 'welcome', significantTerms: { ...complete, wagering: { multiplier: 30, base: 'deposit+bonus' } } })).toBe(
      'wagering-cap',
    );
    expect(offerRefusal('en-GB', { kind: 'welcome', significantTerms: { ...complete, expiresInDays: null } })).toBe('significant-terms');
    expect(offerRefusal('en-GB', { kind: 'welcome', significantTerms: complete })).toBeNull();
  });

  it('lets a banner for the offers in general through everywhere but where only the welcome offer, or no offer, may be promoted', () => {
    for (const culture of CULTURE_CODES) {
      expect(bannerOfferRefusal(culture, { kind: null, significantTerms: null }), culture).toBe(
        offersBarredBy(culture) ?? (marketRule(culture, 'welcome-offer-only') ? 'welcome-offer-only' : null),
      );
      expect(bannerOfferRefusal(culture, null), culture).toBeNull();
    }
  });
});
