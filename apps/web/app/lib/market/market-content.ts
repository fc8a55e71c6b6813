import type { CultureCode } from '@mc/sites/culture-codes';
import { bannedCopy, marketRule } from '@mc/sites/markets';
import { ROUTES } from '@mc/sites/routes';

/**
 * What a culture's market lets pages show, asked of the market rules as data
 * (packages/sites/src/markets.ts): code here names rule kinds, never markets, so a new
 * market with the same rule is enforced without code.
 */

/** What marks a game as a jackpot game: its tile badge or its parameters (either may be missing). */
export interface JackpotSignals {
  badges?: { jackpot?: boolean } | null;
  parameters?: { jackpot?: boolean; bingoJackpot?: boolean } | null;
  /** The search catalogue's flag. */
  jackpot?: boolean;
}

export function isJackpotGame(game: JackpotSignals): boolean {
  return game.jackpot === true || game.badges?.jackpot === true || game.parameters?.jackpot === true || game.parameters?.bingoJackpot === true;
}

/** False where the market has 'no-jackpots': no jackpot game, badge, banner or copy. */
export function jackpotsAllowed(culture: CultureCode): boolean {
  return !marketRule(culture, 'no-jackpots');
}

/** Whether the market lets the culture offer the game (a jackpot game is not offered under 'no-jackpots'). */
export function gameOffered(culture: CultureCode, game: JackpotSignals): boolean {
  return jackpotsAllowed(culture) || !isJackpotGame(game);
}

/**
 * The banned terms the texts use, for a page part of that kind ('offers': promotions,
 * banners, bonus terms, where an 'offers'-scoped rule applies too).
 */
export function bannedTerms(culture: CultureCode, texts: readonly (string | null | undefined)[], part: 'page' | 'offers' = 'page'): string[] {
  const found = new Set<string>();
  for (const text of texts) if (text) for (const term of bannedCopy(culture, text, part)) found.add(term);
  return [...found];
}

/**
 * Whether a link target (`route:<key>`, as CMS links are written) points at a route the
 * culture's market removes (a route with `unlessMarketRule` that the culture lacks): a banner
 * leading to the jackpots is jackpot content whatever its words.
 */
export function linksToForbiddenRoute(culture: CultureCode, link: string): boolean {
  const key = /^route:([A-Za-z][\w-]*)/.exec(link)?.[1];
  const route = key ? ROUTES.get(key) : undefined;
  return route?.definition.unlessMarketRule !== undefined && !route.patterns.has(culture);
}
