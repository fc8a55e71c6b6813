import { describe, expect, it } from 'vitest';
import { marketBadges, marketGameParameters, offeredGames } from './game-market-rules.ts';
import type { GameParameters, GameSummary } from './game-schemas.ts';

const badges = (jackpot: boolean): GameSummary['badges'] => ({ slingoOriginal: false, rating: null, popular: true, new: false, jackpot, liveDealer: false });
const slot: GameParameters = { provider: 'Emberline', minBet: 0.2, maxBet: 100, rtp: 96.1, quickSpin: true, jackpot: false, demoMode: true };

describe('game parameters in the market', () => {
  it('caps stakes at €1, shows quick spin as not available and drops the jackpot rows in Germany', () => {
    expect(marketGameParameters(slot, 'EUR', 'de-DE')).toEqual({ provider: 'Emberline', minBet: 0.2, maxBet: 1, rtp: 96.1, quickSpin: false, demoMode: true });
  });

  it('caps the minimum bet and bingo tickets too, converted into the game currency', () => {
    const bingo: GameParameters = { minBet: 2, maxBet: 5, minTicket: 0.5, maxTicket: 20, bingoJackpot: true };
    expect(marketGameParameters(bingo, 'EUR', 'de-DE')).toEqual({ minBet: 1, maxBet: 1, minTicket: 0.5, maxTicket: 1 });
    expect(marketGameParameters({ maxBet: 1000 }, 'SEK', 'de-DE')).toEqual({ maxBet: 10.63 });
  });

  it('leaves stakes out rather than uncapped where the cap cannot be converted', () => {
    expect(marketGameParameters({ minBet: 0.1, maxBet: 100, rtp: 95 }, 'XYZ', 'de-DE')).toEqual({ rtp: 95 });
  });

  it('changes nothing where the market has none of the rules', () => {
    for (const culture of ['en', 'en-GB', 'da', 'sv', 'es'] as const) expect(marketGameParameters(slot, 'EUR', culture), culture).toEqual(slot);
  });

  it('states no stake, payout or win where real-money play is not offered (India)', () => {
    const full: GameParameters = { ...slot, maxWin: 5000, biggestWin: 120000, minTicket: 0.5, maxTicket: 2, bingoJackpot: true, reels: 5, ways: 243 };
    expect(marketGameParameters(full, 'INR', 'en-IN')).toEqual({ provider: 'Emberline', rtp: 96.1, quickSpin: true, demoMode: true, reels: 5, ways: 243 });
  });

  it('does not add quick spin to a game that does not state it', () => {
    expect(marketGameParameters({ maxBet: 0.5 }, 'EUR', 'de-DE')).toEqual({ maxBet: 0.5 });
  });
});

describe('game lists in the market', () => {
  const games = [
    { slug: 'a', badges: badges(false) },
    { slug: 'b-jackpot', badges: badges(true) },
    { slug: 'c', badges: badges(false) },
  ];

  it('leave jackpot games out in Germany only', () => {
    expect(offeredGames(games, 'de-DE').map((game) => game.slug)).toEqual(['a', 'c']);
    expect(offeredGames(games, 'en-GB').map((game) => game.slug)).toEqual(['a', 'b-jackpot', 'c']);
  });

  it('never show a jackpot badge in Germany', () => {
    expect(marketBadges(badges(true), 'de-DE').jackpot).toBe(false);
    expect(marketBadges(badges(true), 'en').jackpot).toBe(true);
  });
});
