import { routeExists } from '@mc/sites/routes';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_CULTURE } from '../../../test/fake-market.ts';
import { bannedTerms, gameOffered, jackpotsAllowed, linksToForbiddenRoute } from './market-content.ts';
import { stakeCapIn } from './stake-cap.ts';

vi.mock('@mc/sites/markets', async (importOriginal) => (await import('../../../test/fake-market.ts')).withFakeMarket(await importOriginal()));

describe('a market that is not Germany, with the same rules', () => {
  it('gets the same jackpot filtering without code naming it', () => {
    expect(routeExists('jackpots', FAKE_CULTURE)).toBe(false);
    expect(jackpotsAllowed(FAKE_CULTURE)).toBe(false);
    expect(gameOffered(FAKE_CULTURE, { badges: { jackpot: true } })).toBe(false);
    expect(gameOffered(FAKE_CULTURE, { parameters: { bingoJackpot: true } })).toBe(false);
    expect(gameOffered(FAKE_CULTURE, { badges: { jackpot: false } })).toBe(true);
    expect(linksToForbiddenRoute(FAKE_CULTURE, 'route:jackpots')).toBe(true);
    // Its culture's real neighbours are untouched.
    expect(gameOffered('en', { badges: { jackpot: true } })).toBe(true);
  });

  it('gets its own stake cap in its own currency, and no banned copy it does not state', () => {
    expect(stakeCapIn(FAKE_CULTURE, 'EUR')).toBe(2);
    expect(stakeCapIn(FAKE_CULTURE, 'NZD')).toBe(3.29);
    expect(bannedTerms(FAKE_CULTURE, ['Jackpot'])).toEqual([]);
  });
});
