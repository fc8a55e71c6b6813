import type { CultureCode } from '@mc/sites/culture-codes';
import { marketRule } from '@mc/sites/markets';
import { routeExists } from '@mc/sites/routes';
import { hashString } from '../../lib/prng.ts';
import type { GameSeed } from './types.ts';

/** Markets with their own licence withdraw a few titles (provider or regulator decisions). */
const WITHDRAWING_MARKETS: readonly CultureCode[] = ['en-GB', 'da', 'sv', 'es', 'de-DE'];
/** Products launched only in the Spanish market (their category routes are es only). */
const ES_ONLY = new Set(['crash-games', 'video-bingo']);

/**
 * Whether a game is offered in a culture: its game page route must exist there (German
 * law allows no live or table games, so de-DE has slots only), some categories are
 * market products, a market without jackpots ('no-jackpots') offers no jackpot game, and
 * regulated markets drop a few titles.
 */
export function isAvailable(game: GameSeed, culture: CultureCode): boolean {
  if (!routeExists(game.routeKey, culture)) return false;
  if (ES_ONLY.has(game.category) && culture !== 'es') return false;
  if (game.category === 'daily-jackpots' && !routeExists('dailyJackpots', culture)) return false;
  if (game.badges.jackpot && marketRule(culture, 'no-jackpots')) return false;
  if (WITHDRAWING_MARKETS.includes(culture) && game.category === 'slots' && hashString(`${culture}:${game.slug}`) % 23 === 0) return false;
  return true;
}
