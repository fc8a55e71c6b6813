import { CULTURE_CODES, type CultureCode } from '@mc/sites/culture-codes';
import { gameGroupsFor } from '@mc/sites/compile-routes';
import { bannedCopy, marketRule } from '@mc/sites/markets';
import { ROUTES, routeExists } from '@mc/sites/routes';
import { describe, expect, it } from 'vitest';
import { messageCatalogue } from '../../lib/i18n/load-messages.server.ts';
import { keyPaths } from '../../lib/i18n/locale-coverage.ts';
import { mergeMessages, messageChain } from '../../lib/i18n/message-chain.ts';
import { FRAME_AREAS, MESSAGE_AREAS } from '../../lib/i18n/messages.ts';
import { PAGE_AREAS } from '../page-areas.ts';

type Tree = Record<string, unknown>;

/** The culture's messages as pages get them (en-GB filling what the locale lacks), key → text. */
function messagesOf(culture: CultureCode): Map<string, string> {
  const catalogue = messageCatalogue();
  const texts = new Map<string, string>();
  for (const area of MESSAGE_AREAS) {
    const tree = mergeMessages(...messageChain(culture).map((locale) => catalogue.get(locale)?.get(area) as Tree | undefined));
    for (const path of keyPaths(tree)) {
      const value = path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], tree);
      if (typeof value === 'string') texts.set(`${area}.${path}`, value);
    }
  }
  return texts;
}

/**
 * Messages a culture's pages never show: areas no page of it loads, titles of routes and game
 * groups it lacks, and, under 'no-jackpots', the jackpot badge and parameter labels (the games
 * feature leaves those out: game-market-rules.ts and its tests).
 */
function neverShown(culture: CultureCode, key: string): boolean {
  const routes = [...ROUTES.values()].filter((route) => route.patterns.has(culture));
  // Every page also titles itself from 'routes' and 'seo' (shell/page-loader.server.ts).
  const areas = new Set<string>([...FRAME_AREAS, 'routes', 'seo', ...routes.flatMap((route) => PAGE_AREAS[route.contentType])]);
  const groups = new Set(routes.flatMap((route) => gameGroupsFor(route, culture).map((group) => group.titleKey ?? group.group)));
  const [area, first, second] = key.split('.');
  if (!areas.has(area!)) return true;
  if (area === 'routes') return !routeExists(first!, culture);
  if (area === 'gameTiles' && first === 'groups') return !groups.has(second!);
  const jackpotOnly = ['gameTiles.badges.jackpot', 'gameTiles.params.jackpot', 'gameTiles.params.bingoJackpot', 'gameTiles.filters.jackpot'];
  // The jackpots strip (features/jackpots) is not drawn under 'no-jackpots' either.
  return marketRule(culture, 'no-jackpots') !== undefined && (area === 'jackpots' || jackpotOnly.includes(key));
}

describe('messages and the market', () => {
  it('use no copy the market bans in anything its pages can show (only dead keys keep it, for key parity)', () => {
    const offending: string[] = [];
    for (const culture of CULTURE_CODES) {
      for (const [key, text] of messagesOf(culture)) {
        if (bannedCopy(culture, text).length > 0 && !neverShown(culture, key)) offending.push(`${culture} ${key}: ${text}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('count the SEO copy and route titles as shown, and the unused jackpot strip as not', () => {
    expect(neverShown('de-DE', 'seo.homeTitle')).toBe(false);
    expect(neverShown('de-DE', 'routes.onlineSlots')).toBe(false);
    expect(neverShown('de-DE', 'routes.jackpots')).toBe(true);
    expect(neverShown('de-DE', 'gameTiles.groups.jackpots')).toBe(true);
    expect(neverShown('en', 'gameTiles.groups.jackpots')).toBe(false);
    expect(neverShown('de-DE', 'gameTiles.badges.jackpot')).toBe(true);
    expect(neverShown('en', 'gameTiles.badges.jackpot')).toBe(false);
    expect(neverShown('de-DE', 'jackpots.title')).toBe(true);
  });

  it('say "virtuelle Automatenspiele", not "Online-Casino", in the German SEO copy', () => {
    const de = messagesOf('de-DE');
    expect(de.get('seo.homeTitle')).toContain('virtuelle Automatenspiele');
    expect(de.get('seo.organizationDescription')).toContain('Automatenspiele');
  });
});
