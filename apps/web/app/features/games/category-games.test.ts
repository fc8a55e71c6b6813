import type { CultureCode } from '@mc/sites/culture-codes';
import { NO_GAME_FILTER, type GameFilter } from '@mc/sites/game-filter';
import { describe, expect, it, vi } from 'vitest';
import { fakeSiteApiContext } from './site-api-test-context.ts';
import { loadCategoryGames } from './games-api.server.ts';

const summary = (slug: string, provider: string, jackpot = false) => ({
  id: slug.length,
  slug,
  name: slug,
  provider: { slug: provider, name: provider.toUpperCase() },
  category: 'slots',
  routeKey: 'onlineSlotsGame',
  thumbnail: `/img/games/${slug}.webp`,
  badges: { slingoOriginal: false, rating: null, popular: false, new: false, jackpot, liveDealer: false },
});
const FACETS = {
  providers: [
    { slug: 'fjord', name: 'Fjord' },
    { slug: 'hexa', name: 'Hexa' },
  ],
  features: ['megaways', 'jackpot', 'demo', 'unknown'],
};

/** Facets left out of the answer altogether (a back end that predates them). */
const ABSENT = Symbol('absent');

/** A back end that answers by-groups for the query it is asked (the data cache key holds it), and records the keys. */
function context(code: CultureCode, facets: unknown = FACETS) {
  const keys: string[] = [];
  const get = vi.fn(async (key: string) => {
    keys.push(key);
    const query = new URLSearchParams(key.split('|')[2]);
    const provider = query.get('provider');
    const games = [summary('a', 'fjord'), summary('b', 'hexa'), summary('c', 'fjord', true)].filter((game) => !provider || game.provider.slug === provider);
    const groups = [{ group: 'slots', title: 'x', total: games.length, games }];
    return { data: facets === ABSENT ? { groups } : { groups, facets }, status: 'fresh' as const };
  });
  const { ctx } = fakeSiteApiContext(code, get);
  return { ctx, keys };
}
const load = (code: CultureCode, filter: GameFilter, facets?: unknown) => {
  const { ctx, keys } = context(code, facets);
  return loadCategoryGames(ctx, [{ group: 'slots' }], filter).then((result) => ({ ...result, keys }));
};

describe('a category narrowed by its filter', () => {
  it('asks the back end for the narrowing the category offers, and tells "show more" to ask the same', async () => {
    const { groups, filter, facets, keys } = await load('en', { provider: 'hexa', features: ['demo'] });
    expect(filter).toEqual({ provider: 'hexa', features: ['demo'] });
    expect(facets!.features).toEqual(['megaways', 'jackpot', 'demo']);
    expect(groups[0]!.tiles.map((tile) => tile.slug)).toEqual(['b']);
    expect(groups[0]!.filterQuery).toBe('provider=hexa&feature=demo');
    expect(keys.at(-1)).toContain('provider=hexa&feature=demo');
  });
  it('ignores what the category does not offer, without asking the back end for it', async () => {
    const { groups, filter, keys } = await load('en', { provider: 'no-such-studio', features: ['live-dealer'] });
    expect(filter).toEqual(NO_GAME_FILTER);
    expect(groups[0]!.tiles).toHaveLength(3);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toMatch(/provider=|feature=/);
  });
  it('offers and applies no jackpot filter where the market has none', async () => {
    const { facets, filter } = await load('de-DE', { provider: null, features: ['jackpot', 'megaways'] });
    expect(facets!.features).toEqual(['megaways', 'demo']);
    expect(filter.features).toEqual(['megaways']);
  });
  it('offers no filter, and shows every game, where the back end names no facets', async () => {
    for (const facets of [ABSENT, { providers: 'x' }, null]) {
      const { groups, filter, facets: offered } = await load('en', { provider: 'fjord', features: [] }, facets);
      expect(offered).toBeNull();
      expect(filter).toEqual(NO_GAME_FILTER);
      expect(groups[0]!.tiles).toHaveLength(3);
    }
  });
});
