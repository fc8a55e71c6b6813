import { describe, expect, it } from 'vitest';
import { MARKET_LICENCES } from './market-licences.ts';
import { LICENCE_SOURCES } from './market-sources.ts';
import { CULTURE_MARKET, MARKET_IDS, marketRule, offersBarredBy } from './markets.ts';
import { routeExists } from './routes.ts';

/** The routes that carry offers: none of them where a rule bars every offer. */
const OFFER_ROUTES = ['promotions', 'promotion', 'bonus', 'leaderboard'] as const;

describe('licence status as data (market-licences.ts)', () => {
  it('states for every market the licence held there, local or none, with its legal source', () => {
    for (const market of MARKET_IDS) {
      expect(['local', 'none'], market).toContain(MARKET_LICENCES[market].held);
      expect(LICENCE_SOURCES[market].length, market).toBeGreaterThan(40);
    }
    expect(MARKET_LICENCES.finland.held).toBe('none');
    expect(MARKET_LICENCES.norway.held).toBe('none');
    expect(MARKET_LICENCES.brazil.held).toBe('none');
    expect(MARKET_LICENCES.uk.held).toBe('local');
  });

  it('keeps every offer out of fi and nb-NO while they have no licence, and out of pt-BR and en-IN by their own rules', () => {
    expect(marketRule('fi', 'no-unlicensed-marketing')).toBeDefined();
    expect(offersBarredBy('fi')).toBe('no-unlicensed-marketing');
    expect(offersBarredBy('nb-NO')).toBe('no-unlicensed-marketing');
    expect(offersBarredBy('pt-BR')).toBe('no-bonus-offers');
    expect(offersBarredBy('en-IN')).toBe('no-real-money-play');
    for (const culture of ['fi', 'nb-NO', 'pt-BR', 'en-IN'] as const)
      for (const route of OFFER_ROUTES) expect(routeExists(route, culture), `${route} in ${culture}`).toBe(false);
    // Nor an affiliate programme, which recruits marketers, where the operator may not market.
    expect(routeExists('affiliates', 'fi')).toBe(false);
    expect(routeExists('affiliates', 'nb-NO')).toBe(false);
    expect(routeExists('affiliates', 'pt-BR')).toBe(true);
  });

  it('leaves the offers of licensed markets alone (and Canada, whose law bans no foreign marketing nationally)', () => {
    for (const culture of ['en', 'en-GB', 'de-DE', 'es', 'en-CA'] as const) {
      expect(offersBarredBy(culture), culture).toBeUndefined();
      expect(routeExists('promotions', culture), culture).toBe(true);
    }
    expect(CULTURE_MARKET['en-CA']).toBe('canada');
    expect(MARKET_LICENCES.canada.held).toBe('none');
  });
});
