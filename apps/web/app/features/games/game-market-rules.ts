import type { CultureCode } from '@mc/sites/culture-codes';
import { marketRule } from '@mc/sites/markets';
import { gameOffered, jackpotsAllowed } from '../../lib/market/market-content.ts';
import { capStake, stakeCapIn } from '../../lib/market/stake-cap.ts';
import type { GameParameters, GameSummary } from './game-schemas.ts';

/** Parameters that are a stake per game: capped by 'stake-cap' (bingo tickets are a stake too). */
export const STAKE_PARAMETERS = ['minBet', 'maxBet', 'minTicket', 'maxTicket'] as const satisfies readonly (keyof GameParameters)[];
/** Parameters that only speak of jackpots: left out under 'no-jackpots' ("Jackpot: Nein" still advertises them). */
const JACKPOT_PARAMETERS = ['jackpot', 'bingoJackpot'] as const satisfies readonly (keyof GameParameters)[];
/** Parameters of real-money play (stakes, payouts, wins): left out under 'no-real-money-play' (India: play for fun only). */
const MONEY_PARAMETERS = [...STAKE_PARAMETERS, ...JACKPOT_PARAMETERS, 'maxWin', 'biggestWin'] as const satisfies readonly (keyof GameParameters)[];

/**
 * A game's parameters as the culture's market lets the page state them: stakes at most the
 * market's cap in the game's currency (or left out where the cap cannot be converted), quick
 * spin shown as not available under 'no-autoplay' (the market's game build has none, and
 * "Nein" tells the player so, where a missing row would leave them guessing), no
 * jackpot rows under 'no-jackpots', and no stake, payout or win under 'no-real-money-play'.
 */
export function marketGameParameters(parameters: GameParameters, currency: string, culture: CultureCode): GameParameters {
  const result: GameParameters = { ...parameters };
  const cap = stakeCapIn(culture, currency);
  for (const key of STAKE_PARAMETERS) {
    const amount = result[key];
    if (amount !== undefined) result[key] = capStake(amount, cap);
    if (result[key] === undefined) delete result[key];
  }
  if (marketRule(culture, 'no-autoplay') && result.quickSpin !== undefined) result.quickSpin = false;
  if (!jackpotsAllowed(culture)) for (const key of JACKPOT_PARAMETERS) delete result[key];
  if (marketRule(culture, 'no-real-money-play')) for (const key of MONEY_PARAMETERS) delete result[key];
  return result;
}

/** The games of a list the market lets the culture offer (no jackpot game under 'no-jackpots'). */
export function offeredGames<T extends Pick<GameSummary, 'badges'>>(games: readonly T[], culture: CultureCode): T[] {
  return games.filter((game) => gameOffered(culture, game));
}

/** A tile's badges as the market lets them show: no jackpot badge under 'no-jackpots'. */
export function marketBadges(badges: GameSummary['badges'], culture: CultureCode): GameSummary['badges'] {
  return jackpotsAllowed(culture) || !badges.jackpot ? badges : { ...badges, jackpot: false };
}
