import { describe, expect, it, vi } from 'vitest';
import { FAKE_CULTURE } from '../../../test/fake-market.ts';
import { marketBadges, marketGameParameters, offeredGames } from './game-market-rules.ts';
import type { GameSummary } from './game-schemas.ts';

vi.mock('@mc/sites/markets', async (importOriginal) => (await import('../../../test/fake-market.ts')).withFakeMarket(await importOriginal()));

const badges = (jackpot: boolean): GameSummary['badges'] => ({ slingoOriginal: false, rating: null, popular: false, new: true, jackpot, liveDealer: false });

describe('another market with no-jackpots, a €2 stake cap and no-autoplay', () => {
  it('gets the same game filtering and parameters as Germany, in its own currency', () => {
    const games = [
      { slug: 'plain', badges: badges(false) },
      { slug: 'jackpot', badges: badges(true) },
    ];
    expect(offeredGames(games, FAKE_CULTURE).map((game) => game.slug)).toEqual(['plain']);
    expect(marketBadges(badges(true), FAKE_CULTURE).jackpot).toBe(false);
    expect(marketGameParameters({ minBet: 0.1, maxBet: 100, quickSpin: true, jackpot: false }, 'NZD', FAKE_CULTURE)).toEqual({
      minBet: 0.1,
      maxBet: 3.29,
      quickSpin: false,
    });
  });
});
