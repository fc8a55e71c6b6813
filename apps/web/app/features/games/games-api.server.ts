import { gameFeaturesOf, gameFilterQuery, isFiltered, NO_GAME_FILTER, type GameFilter } from '@mc/sites/game-filter';
import { tryHref } from '@mc/sites/href';
import { buildQuery } from '@mc/sites/query-string';
import type { GameGroup } from '@mc/sites/route-types';
import { gameOffered } from '../../lib/market/market-content.ts';
import { copyAllowed } from '../../lib/market/market-copy.server.ts';
import { imageUrl } from '../../lib/media/image-url.ts';
import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { contentItemSchema, gameDetailSchema, gameGroupsSchema, searchCatalogueSchema, type GameDetail, type GameSummary } from './game-schemas.ts';
import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';
import { marketBadges, marketGameParameters, offeredGames } from './game-market-rules.ts';
import { GROUP_PAGE_SIZE, type CategoryFacets, type CategoryGames, type GameGroupView, type GameTileData } from './game-view.ts';

/** Built once: cached-get.server.ts keeps a body's validation per schema object, so a schema made per call validated every request. */
const gameDetailOrNull = gameDetailSchema.nullable();
const contentItemOrNull = contentItemSchema.nullable();

type TileSource = Pick<GameSummary, 'slug' | 'name' | 'routeKey' | 'thumbnail'> & {
  provider: string | GameSummary['provider'];
  badges?: GameSummary['badges'];
};

/** A game's tile; null where it has no page in the culture or its market does not let it be offered (a jackpot game under 'no-jackpots'). */
export function toTile(ctx: SiteApiContext, game: TileSource): GameTileData | null {
  if (!gameOffered(ctx.culture.code, game) || !copyAllowed(ctx, `game ${game.slug}`, [game.name])) return null;
  const href = tryHref({ route: game.routeKey, culture: ctx.culture, params: { gameSlug: game.slug } });
  if (!href) return null;
  return {
    slug: game.slug,
    name: game.name,
    provider: typeof game.provider === 'string' ? game.provider : game.provider.name,
    href,
    thumbnail: imageUrl(game.thumbnail, { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost }) ?? '',
    badges: game.badges ? marketBadges(game.badges, ctx.culture.code) : null,
  };
}

/**
 * The game groups of a page, in the route's order, each with its "see all" link where the
 * target route exists in the culture. Empty groups are dropped (a market may have no games
 * of a kind, a filter may leave none); a failing back end gives no groups, never an error.
 */
export async function loadGameGroups(ctx: SiteApiContext, groups: readonly GameGroup[], filter: GameFilter = NO_GAME_FILTER): Promise<GameGroupView[]> {
  return (await fetchGroups(ctx, groups, filter)).views;
}

/**
 * A category page's groups narrowed by the filter its URL asks for, and what it can be
 * narrowed by. The filter is checked against the unfiltered groups' facets first (the same
 * back-end call as the unfiltered page): a provider or feature the category does not have is
 * ignored, so a junk query never reaches the back end nor adds entries to the data cache.
 */
export async function loadCategoryGames(ctx: SiteApiContext, groups: readonly GameGroup[], wanted: GameFilter): Promise<CategoryGames> {
  const unfiltered = await fetchGroups(ctx, groups, NO_GAME_FILTER);
  if (!unfiltered.facets) return { groups: unfiltered.views, facets: null, filter: NO_GAME_FILTER };
  const allowed = gameFeaturesOf(ctx.culture.code);
  const facets: CategoryFacets = {
    providers: unfiltered.facets.providers,
    features: unfiltered.facets.features.filter((feature) => allowed.includes(feature)),
  };
  const filter: GameFilter = {
    provider: facets.providers.some((provider) => provider.slug === wanted.provider) ? wanted.provider : null,
    features: wanted.features.filter((feature) => facets.features.includes(feature)),
  };
  if (!isFiltered(filter)) return { groups: unfiltered.views, facets, filter };
  return { groups: (await fetchGroups(ctx, groups, filter)).views, facets, filter };
}

async function fetchGroups(
  ctx: SiteApiContext,
  groups: readonly GameGroup[],
  filter: GameFilter,
): Promise<{ views: GameGroupView[]; facets: CategoryFacets | null }> {
  if (groups.length === 0) return { views: [], facets: null };
  const limit = Math.max(...groups.map((group) => group.limit ?? GROUP_PAGE_SIZE));
  const result = await cachedGet(ctx, {
    path: 'v1/games/by-groups',
    query: { culture: ctx.culture.code, groups: groups.map((group) => group.group), limit, provider: filter.provider, feature: filter.features },
    schema: gameGroupsSchema,
    fallback: { groups: [] },
    entity: 'games',
  });
  const filterQuery = buildQuery(gameFilterQuery(filter));
  const byName = new Map(result.data.groups.map((group) => [group.group, group]));
  const views = groups.flatMap((definition) => {
    const data = byName.get(definition.group);
    if (!data) return [];
    // Left out before the limit, so that a slider still shows as many games as it may.
    const offered = offeredGames(data.games, ctx.culture.code);
    const listed = offered.slice(0, definition.limit ?? GROUP_PAGE_SIZE);
    const tiles = listed.map((game) => toTile(ctx, game)).filter((tile): tile is GameTileData => tile !== null);
    if (tiles.length === 0) return [];
    // Games left out (not offered in the market, or without a page) are not counted as "more to show".
    const dropped = data.games.length - offered.length + listed.length - tiles.length;
    return [
      {
        group: definition.group,
        titleKey: definition.titleKey ?? definition.group,
        total: Math.max(tiles.length, data.total - dropped),
        limited: definition.limit !== undefined,
        seeAllHref: definition.linkTo ? tryHref({ route: definition.linkTo, culture: ctx.culture }) : null,
        filterQuery,
        tiles,
      },
    ];
  });
  return { views, facets: result.data.facets ?? null };
}

/**
 * A game's detail as its market lets the page show it. A game the market does not let the
 * culture offer (a jackpot game under 'no-jackpots') is not-found, as any game not offered
 * in the culture is: a visitor following an old link gets the 404 page, not a page about a
 * game they may not play. Stakes, quick spin and jackpot rows follow the market's rules.
 */
export async function loadGameDetail(ctx: SiteApiContext, slug: string): Promise<{ status: 'fresh' | 'not-found' | 'fallback'; game: GameDetail | null }> {
  const result = await cachedGet(ctx, {
    path: `v1/games/info/${encodeURIComponent(slug)}`,
    query: { culture: ctx.culture.code },
    schema: gameDetailOrNull,
    fallback: null,
    entity: 'games',
  });
  const game = result.data;
  if (!game) return { status: result.status, game: null };
  if (!gameOffered(ctx.culture.code, game) || !copyAllowed(ctx, `game ${game.slug}`, [game.name])) return { status: 'not-found', game: null };
  return {
    status: result.status,
    game: {
      ...game,
      description: copyAllowed(ctx, `game ${game.slug} description`, [game.description]) ? game.description : '',
      parameters: marketGameParameters(game.parameters, game.currency, ctx.culture.code),
    },
  };
}

/** Intro copy of a page (`home-intro`, `category-<routeKey>`, roulette pages…); null when there is none. */
export async function loadContent(ctx: SiteApiContext, code: string): Promise<{ title: string; body: string } | null> {
  const result = await cachedGet(ctx, {
    path: 'v1/feeds/content',
    query: { culture: ctx.culture.code, code },
    schema: contentItemOrNull,
    fallback: null,
    entity: 'content',
  });
  const content = result.data;
  return content && copyAllowed(ctx, `content ${code}`, [content.title, content.body]) ? content : null;
}

/** The culture's whole catalogue for the browser's search index, thumbnails made absolute, without games its market does not let it offer. */
export async function loadSearchCatalogue(ctx: SiteApiContext): Promise<CatalogueEntry[]> {
  const result = await cachedGet(ctx, {
    path: 'v1/games/extended',
    query: { culture: ctx.culture.code },
    schema: searchCatalogueSchema,
    fallback: { games: [] },
    entity: 'games',
  });
  const base = { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost };
  const offered = result.data.games.filter((game) => gameOffered(ctx.culture.code, game));
  const named = offered.filter((game) => copyAllowed(ctx, `game ${game.slug}`, [game.name]));
  return named.map(({ jackpot: _jackpot, theme, popularity, ...game }) => ({
    ...game,
    thumbnail: imageUrl(game.thumbnail, base) ?? '',
    theme: theme && copyAllowed(ctx, `game ${game.slug} theme`, [theme]) ? theme : '',
    popularity: popularity ?? 0,
  }));
}
