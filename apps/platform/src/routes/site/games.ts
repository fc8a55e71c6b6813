import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GAME_FEATURES, PROVIDER_SLUG } from '@mc/sites/game-filter';
import { Type } from '@sinclair/typebox';
import { routeTableGroups } from '../../lib/game-groups.ts';
import * as games from '../../repo/games.ts';
import { CultureQuery, NumericId, OptionalCultureQuery, ref, SiteParams, Slug, notFoundResponses } from '../../schemas/common.ts';
import { ExtendedCatalogue, ForGroups, GameCategorySchema, GameContent, GameDetail, GamesPage, GameSpecs, GroupGames } from '../../schemas/games.ts';
import { requirePreview } from '../../server/admin.ts';
import type { PlatformContext } from '../../server/context.ts';
import { notFound } from '../../server/errors.ts';
import { cultureOfRequest } from '../../server/request-culture.ts';

const SlugParams = Type.Composite([SiteParams, Type.Object({ slug: Slug })]);
const GroupName = Type.String({ pattern: '^[a-z0-9_]{1,40}$' });

export const gameRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const knownGroups = new Set(routeTableGroups());

  app.get(
    '/v1/games',
    {
      config: { cache: true },
      schema: {
        tags: ['games'],
        summary: 'Games of the culture, optionally of one category, most popular first, paged',
        params: SiteParams,
        querystring: Type.Composite([
          CultureQuery,
          Type.Object({
            category: Type.Optional(GameCategorySchema),
            page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
            pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 48 }),
          }),
        ]),
        response: { 200: GamesPage, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      const { category, page, pageSize } = request.query;
      return { culture, category: category ?? null, page, pageSize, ...games.gamesPage(db, culture, category ?? null, page, pageSize) };
    },
  );

  app.get(
    '/v1/games/by-groups',
    {
      config: { cache: true },
      schema: {
        tags: ['games'],
        summary: 'Games of several groups (route table gameGroups), in group order; limit applies per group; optionally narrowed by provider and features',
        description:
          "Array parameters: repeat groups once per group (groups=a&groups=b), feature once per feature. An unknown group is a 404; a known group with no games in the culture returns an empty list. facets: what the groups' games (unfiltered) can be narrowed by.",
        params: SiteParams,
        querystring: Type.Composite([
          CultureQuery,
          Type.Object({
            groups: Type.Array(GroupName, { minItems: 1, maxItems: 30 }),
            limit: Type.Integer({ minimum: 1, maximum: 500, default: 500 }),
            provider: Type.Optional(Type.String({ pattern: PROVIDER_SLUG.source, description: 'Only games of this provider (slug)' })),
            feature: Type.Optional(
              Type.Array(Type.Union(GAME_FEATURES.map((feature) => Type.Literal(feature))), {
                maxItems: GAME_FEATURES.length,
                description: 'Only games with every one of these features (repeat per feature)',
              }),
            ),
          }),
        ]),
        response: { 200: GroupGames, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      const { provider, feature } = request.query;
      const groups = request.query.groups.map((group) => {
        if (!knownGroups.has(group)) throw notFound(`unknown game group '${group}'`, 'groups');
        const title = games.groupTitle(db, culture, group) ?? group;
        return { group, title, ...games.groupGames(db, culture, group, request.query.limit, { provider, features: feature }) };
      });
      return { culture, groups, facets: games.groupFacets(db, culture, request.query.groups) };
    },
  );

  app.get(
    '/v1/games/for-groups',
    {
      config: { cache: true },
      schema: {
        tags: ['games'],
        summary: 'Game groups that have games in the culture, with localised titles',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: ForGroups, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      return { culture, groups: games.groupsWithGames(db, culture) };
    },
  );

  app.get(
    '/v1/games/info/:slug',
    {
      config: { cache: true },
      schema: {
        tags: ['games'],
        summary: 'Game detail with every parameter the game has (money in the culture currency)',
        params: SlugParams,
        querystring: CultureQuery,
        response: { 200: ref(GameDetail), ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture, lang, currency } = cultureOfRequest(request);
      const game = games.gameBySlug(db, request.params.slug, culture, lang, currency);
      if (!game) throw notFound(`no game '${request.params.slug}' in ${culture}`, 'slug');
      return game;
    },
  );

  app.get(
    '/v1/games/extended',
    {
      config: { cache: true },
      schema: {
        tags: ['games'],
        summary: 'Compact whole-culture catalogue for client-side search',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: ExtendedCatalogue, ...notFoundResponses },
      },
    },
    async (request, reply) => {
      const { culture } = cultureOfRequest(request);
      const list = games.extendedCatalogue(db, culture);
      reply.header('cache-control', 'public, max-age=300');
      return { culture, count: list.length, games: list };
    },
  );

  app.get(
    '/v1/games/specs',
    {
      config: { cache: true },
      schema: {
        tags: ['games'],
        summary: 'Localised labels and units of the game parameters',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: GameSpecs, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      return { culture, specs: games.gameSpecs(db, culture) };
    },
  );

  app.get(
    '/v1/games/content/:slug',
    {
      config: { cache: true },
      schema: {
        tags: ['games'],
        summary: 'Long description of a game (markdown-like)',
        params: SlugParams,
        querystring: CultureQuery,
        response: { 200: GameContent, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture, lang } = cultureOfRequest(request);
      const content = games.gameContent(db, request.params.slug, culture, lang);
      if (!content) throw notFound(`no game '${request.params.slug}' in ${culture}`, 'slug');
      return content;
    },
  );

  app.get(
    '/v1/games/preview/:id',
    {
      schema: {
        tags: ['games'],
        summary: 'Any game by id, drafts included (preview)',
        security: [{ previewToken: [] }],
        params: Type.Composite([SiteParams, Type.Object({ id: NumericId })]),
        querystring: OptionalCultureQuery,
        response: { 200: ref(GameDetail), ...notFoundResponses },
      },
    },
    async (request, reply) => {
      requirePreview(request, ctx.config.previewToken);
      const { culture, lang, currency } = cultureOfRequest(request);
      const game = games.gameById(db, request.params.id, culture, lang, currency);
      if (!game) throw notFound(`no game ${request.params.id}`, 'id');
      reply.header('cache-control', 'no-store');
      return game;
    },
  );
};
