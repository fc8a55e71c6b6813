import type { CultureCode } from '@mc/sites/culture-codes';
import { describe, expect, it, vi } from 'vitest';
import { fakeSiteApiContext } from './site-api-test-context.ts';
import { loadContent, loadGameDetail, loadGameGroups, loadSearchCatalogue } from './games-api.server.ts';

/** A request context whose back end answers `body` to every call; `warnings` records what was logged. */
function context(code: CultureCode, body: unknown) {
  return fakeSiteApiContext(
    code,
    vi.fn(async () => ({ data: structuredClone(body), status: 'fresh' as const })),
  );
}

const badges = (jackpot: boolean) => ({ slingoOriginal: false, rating: null, popular: false, new: false, jackpot, liveDealer: false });
const game = (slug: string, name: string, jackpot = false) => ({
  id: slug.length,
  slug,
  name,
  provider: { slug: 'p', name: 'Provider' },
  category: jackpot ? 'jackpots' : 'slots',
  routeKey: 'onlineSlotsGame',
  thumbnail: `/img/games/${slug}.webp`,
  badges: badges(jackpot),
});
const groups = {
  groups: [{ group: 'most_popular', title: 'x', total: 30, games: [game('a', 'Alpha'), game('b-jackpot', 'Beta Jackpot', true), game('c', 'Gamma')] }],
};

describe('games in a market without jackpots', () => {
  it('lists no jackpot game in Germany and counts it out of the total, and lists it elsewhere', async () => {
    const [de] = await loadGameGroups(context('de-DE', groups).ctx, [{ group: 'most_popular', limit: 14 }]);
    expect(de!.tiles.map((tile) => tile.slug)).toEqual(['a', 'c']);
    expect(de!.total).toBe(29);
    const [en] = await loadGameGroups(context('en', groups).ctx, [{ group: 'most_popular', limit: 14 }]);
    expect(en!.tiles.map((tile) => tile.slug)).toEqual(['a', 'b-jackpot', 'c']);
  });

  it('fills a slider to its limit from the games the market offers', async () => {
    const [de] = await loadGameGroups(context('de-DE', groups).ctx, [{ group: 'most_popular', limit: 2 }]);
    expect(de!.tiles.map((tile) => tile.slug)).toEqual(['a', 'c']);
  });

  it('leaves a game named with banned copy out, and logs it', async () => {
    const named = { groups: [{ ...groups.groups[0]!, games: [game('a', 'Alpha'), game('d', 'Delta Jackpot Party')] }] };
    const { ctx, warnings } = context('de-DE', named);
    const [view] = await loadGameGroups(ctx, [{ group: 'most_popular' }]);
    expect(view!.tiles.map((tile) => tile.slug)).toEqual(['a']);
    expect(warnings).toEqual([{ message: expect.stringContaining('market bans') as string, data: { culture: 'de-DE', what: 'game d', terms: ['Jackpot'] } }]);
  });

  it("makes a jackpot game's page a 404 in Germany, with capped stakes and no quick spin for the others", async () => {
    const detail = (jackpot: boolean) => ({
      ...game('e', 'Echo', jackpot),
      currency: 'EUR',
      description: 'Ein Slot.',
      parameters: { minBet: 0.1, maxBet: 100, quickSpin: true, jackpot },
    });
    expect(await loadGameDetail(context('de-DE', detail(true)).ctx, 'e')).toEqual({ status: 'not-found', game: null });
    const plain = await loadGameDetail(context('de-DE', detail(false)).ctx, 'e');
    expect(plain.status).toBe('fresh');
    expect(plain.game!.parameters).toEqual({ minBet: 0.1, maxBet: 1, quickSpin: false });
    expect((await loadGameDetail(context('en', detail(true)).ctx, 'e')).game!.parameters).toEqual({ minBet: 0.1, maxBet: 100, quickSpin: true, jackpot: true });
  });

  it('keeps jackpot games and banned names out of the search index', async () => {
    const catalogue = {
      games: [
        { slug: 'a', name: 'Alpha', provider: 'P', routeKey: 'onlineSlotsGame', thumbnail: '/img/games/a.webp', jackpot: false },
        { slug: 'k', name: 'King Crown', provider: 'P', routeKey: 'onlineSlotsGame', thumbnail: '/img/games/k.webp', jackpot: true },
        { slug: 'j', name: 'Big Jackpot', provider: 'P', routeKey: 'onlineSlotsGame', thumbnail: '/img/games/j.webp' },
      ],
    };
    expect((await loadSearchCatalogue(context('de-DE', catalogue).ctx)).map((entry) => entry.slug)).toEqual(['a']);
    const english = await loadSearchCatalogue(context('en', catalogue).ctx);
    expect(english.map((entry) => entry.slug)).toEqual(['a', 'k', 'j']);
    expect(english[0]).not.toHaveProperty('jackpot');
  });

  it('leaves an intro text with banned copy out', async () => {
    expect(await loadContent(context('de-DE', { code: 'home-intro', title: 'Willkommen im Online-Casino', body: 'x' }).ctx, 'home-intro')).toBeNull();
    expect(await loadContent(context('de-DE', { code: 'home-intro', title: 'Virtuelle Automatenspiele online', body: 'x' }).ctx, 'home-intro')).not.toBeNull();
  });
});
