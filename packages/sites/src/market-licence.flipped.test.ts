import { describe, expect, it, vi } from 'vitest';
import type * as Licences from './market-licences.ts';
import { marketRule, offersBarredBy } from './markets.ts';
import { routeExists } from './routes.ts';

// The operator obtains a Finnish licence: one line of data changes, no code.
vi.mock('./market-licences.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Licences>();
  return { ...actual, MARKET_LICENCES: { ...actual.MARKET_LICENCES, finland: { held: 'local', name: 'Rahapelitoimilupa (test)' } } };
});

describe('a market whose licence data flips to local', () => {
  it('gets its offers back: the rule lapses, the promotions, bonus and leaderboard routes return', () => {
    expect(marketRule('fi', 'no-unlicensed-marketing')).toBeUndefined();
    expect(offersBarredBy('fi')).toBeUndefined();
    for (const route of ['promotions', 'promotion', 'bonus', 'leaderboard', 'affiliates']) expect(routeExists(route, 'fi'), route).toBe(true);
  });

  it('changes nothing for the markets whose data did not change', () => {
    expect(offersBarredBy('nb-NO')).toBe('no-unlicensed-marketing');
    expect(routeExists('promotions', 'nb-NO')).toBe(false);
    expect(offersBarredBy('pt-BR')).toBe('no-bonus-offers');
  });
});
