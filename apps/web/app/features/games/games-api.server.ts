import { tryHref } from '@mc/sites/href';
import type { GameGroup } from '@mc/sites/route-types';
import { imageUrl } from '../../lib/media/image-url.ts';
import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { contentItemSchema, gameDetailSchema, gameGroupsSchema, searchCatalogueSchema, type GameDetail, type GameSummary } from './game-schemas.ts';
import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';
import { GROUP_PAGE_SIZE, type GameGroupView, type GameTileData } from './game-view.ts';

type TileSource = Pick<GameSummary, 'slug' | 'name' | 'routeKey' | 'thumbnail'> & {
  provider: string | GameSummary['provider'];
  badges?: GameSummary['badges'];
};

export function toTile(ctx: SiteApiContext, game: TileSource): GameTileData | null {
  const href = tryHref({ route: game.routeKey, culture: ctx.culture, params: { gameSlug: game.slug } });
  if (!href) return null;
  return {
    slug: game.slug,
    name: game.name,
    provider: typeof game.provider === 'string' ? game.provider : game.provider.name,
    href,
    thumbnail: imageUrl(game.thumbnail, { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost }) ?? '',
    badges: game.badges ?? null,
  };
}

/**
 * The game groups of a page, in the route's order, each with its "see all" link where the
 * target route exists in the culture. Empty groups are dropped (a market may have no games
 * of a kind); a failing back end gives no groups, never an error.
 */
export async function loadGameGroups(ctx: SiteApiContext, groups: readonly GameGroup[]): Promise<GameGroupView[]> {
  if (groups.length === 0) return [];
  const limit = Math.max(...groups.map((group) => group.limit ?? GROUP_PAGE_SIZE));
  const result = await cachedGet(ctx, {
    path: 'v1/games/by-groups',
    query: { culture: ctx.culture.code, groups: groups.map((group) => group.group), limit },
    schema: gameGroupsSchema,
    fallback: { groups: [] },
    entity: 'games',
  });
  const byName = new Map(result.data.groups.map((group) => [group.group, group]));
  return groups.flatMap((definition) => {
    const data = byName.get(definition.group);
    if (!data) return [];
    const tiles = data.games
      .slice(0, definition.limit ?? GROUP_PAGE_SIZE)
      .map((game) => toTile(ctx, game))
      .filter((tile): tile is GameTileData => tile !== null);
    if (tiles.length === 0) return [];
    return [
      {
        group: definition.group,
        titleKey: definition.titleKey ?? definition.group,
        total: data.total,
        limited: definition.limit !== undefined,
        seeAllHref: definition.linkTo ? tryHref({ route: definition.linkTo, culture: ctx.culture }) : null,
        tiles,
      },
    ];
  });
}

export async function loadGameDetail(ctx: SiteApiContext, slug: string): Promise<{ status: 'fresh' | 'not-found' | 'fallback'; game: GameDetail | null }> {
  const result = await cachedGet(ctx, {
    path: `v1/games/info/${encodeURIComponent(slug)}`,
    query: { culture: ctx.culture.code },
    schema: gameDetailSchema.nullable(),
    fallback: null,
    entity: 'games',
  });
  return { status: result.status, game: result.data };
}

/** Intro copy of a page (`home-intro`, `category-<routeKey>`, roulette pages…); null when there is none. */
export async function loadContent(ctx: SiteApiContext, code: string): Promise<{ title: string; body: string } | null> {
  const result = await cachedGet(ctx, {
    path: 'v1/feeds/content',
    query: { culture: ctx.culture.code, code },
    schema: contentItemSchema.nullable(),
    fallback: null,
    entity: 'content',
  });
  return result.data;
}

/** The culture's whole catalogue for the browser's search index, thumbnails made absolute. */
export async function loadSearchCatalogue(ctx: SiteApiContext): Promise<CatalogueEntry[]> {
  const result = await cachedGet(ctx, {
    path: 'v1/games/extended',
    query: { culture: ctx.culture.code },
    schema: searchCatalogueSchema,
    fallback: { games: [] },
    entity: 'games',
  });
  const base = { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost };
  return result.data.games.map((game) => ({ ...game, thumbnail: imageUrl(game.thumbnail, base) ?? '' }));
}
