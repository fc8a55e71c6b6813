import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, fallbackRate, rateValidator } from './currency.ts';
import { geoState, geoValidator, isBlockingRestriction, UK_GEO, type GeoResponse } from './geo.ts';
import { initialSkill, maintenanceValidator, pageCulture, userContextValidator } from './user-context.ts';

const ontario: GeoResponse = {
  country: { iso2: 'CA', name: 'Canada', prime_culture: 'en-CA', prime_currency: 'CAD', native_culture: 'en-CA', prime_lang: 'en', native_lang: 'en' },
  region: { name: 'Ontario', prime_culture: 'en-CA', native_culture: 'en-CA', prime_lang: 'en', native_lang: 'en' },
  restriction: 'blocked',
  restriction_level: 'region',
};

describe('geo state', () => {
  it('falls back to United Kingdom defaults', () => {
    expect(geoState(null, { notOntario: false, rate: fallbackRate('GBP') })).toMatchObject({
      country: { iso2: 'GB' },
      currency: { iso: 'GBP', rate: 0.86778 },
      initial: true,
      restriction: null,
    });
  });
  it('lifts an Ontario region restriction for a player flagged not in Ontario', () => {
    expect(geoState(ontario, { notOntario: false, rate: 1.3194 }).restriction).toBe('blocked');
    expect(geoState(ontario, { notOntario: true, rate: 1.3194 })).toMatchObject({ restriction: null, restriction_level: null, region: 'Ontario' });
  });
  it('blocks the view for blocked, fullyblocked, blockedwithlogin and accountblocked; playblocked and registerblocked leave the page usable', () => {
    expect(
      ['blocked', 'blockedwithlogin', 'fullyblocked', 'accountblocked', 'playblocked', 'registerblocked', null].map((r) => isBlockingRestriction(r as never)),
    ).toEqual([true, true, true, true, false, false, false]);
  });
  it('validates answers and rejects malformed ones without throwing', () => {
    expect(geoValidator.safeParse(UK_GEO).success).toBe(true);
    expect(geoValidator.safeParse({ ...UK_GEO, restriction: 'everything' }).success).toBe(false);
    expect(geoValidator.safeParse({ country: { iso2: 'gb' } }).success).toBe(false);
    fc.assert(fc.property(fc.anything(), (input) => void geoValidator.safeParse(input)));
  });
});

describe('currency', () => {
  it('has the spec fallback rates and converts through EUR', () => {
    expect(fallbackRate('SEK')).toBe(10.6368);
    expect(fallbackRate('EUR')).toBe(1);
    expect(convert(100, 0.86778, 10.6368)).toBeCloseTo(1225.75, 2);
    expect(rateValidator.safeParse({ rate: -1 }).success).toBe(false);
    expect(rateValidator.safeParse({ rate: 10.5 })).toEqual({ success: true, data: { rate: 10.5 } });
  });
});

describe('user context', () => {
  it('starts from the initial context and validates answers', () => {
    const skill = initialSkill({ name: 'Mondo Casino UK', localCode: 'MCUK' }, { code: 'en-GB', defaultCountry: 'GB' });
    expect(skill).toMatchObject({ initial: true, platformUnderMaintenance: false, code: 'MCUK' });
    expect(userContextValidator.safeParse({ ...skill, loading: undefined }).success).toBe(true);
    expect(userContextValidator.safeParse({ skinName: 1 }).success).toBe(false);
    expect(maintenanceValidator.safeParse({ underMaintenance: 'yes' }).success).toBe(false);
  });
  it('sends en-ROW as en', () => {
    expect(pageCulture('en-ROW', 'en')).toBe('en');
    expect(pageCulture('de-DE', 'de-DE')).toBe('de-DE');
  });
});
