import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import * as feeds from '../../repo/feeds.ts';
import { Code, CultureQuery, OptionalCultureQuery, ref, SiteParams, Slug, notFoundResponses } from '../../schemas/common.ts';
import { ContentItem, Faq, Jackpots, Leaderboard, SimpleFeed, Winners } from '../../schemas/feeds.ts';
import type { PlatformContext } from '../../server/context.ts';
import { notFound } from '../../server/errors.ts';
import { cultureOfRequest } from '../../server/request-culture.ts';

/** spec: leaderboards are read with limit 100; larger limits are capped, not refused. */
const LEADERBOARD_LIMIT = 100;

export const feedRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/v1/feeds/simple',
    {
      config: { cache: true },
      schema: {
        tags: ['feeds'],
        summary: 'Simple feed by feedCode (route table feedCode)',
        description:
          'feedCodes: contact, privacy, responsibleGaming, selfAssessment, bonusPolicy, terms, mobileApp, uploadingDocuments, restricted, affiliates, aboutUs. authorizedGaming and impressum are answered by the web app itself and are 404 here.',
        params: SiteParams,
        querystring: Type.Composite([CultureQuery, Type.Object({ feedCode: Code })]),
        response: { 200: ref(SimpleFeed), ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      const feed = feeds.simpleFeed(db, culture, request.query.feedCode);
      if (!feed) throw notFound(`no feed '${request.query.feedCode}' in ${culture}`, 'feedCode');
      return feed;
    },
  );

  app.get(
    '/v1/feeds/content',
    {
      config: { cache: true },
      schema: {
        tags: ['feeds'],
        summary: 'Content by code (route table contentCode, category intros category-{routeKey}, home-intro)',
        params: SiteParams,
        querystring: Type.Composite([CultureQuery, Type.Object({ code: Code })]),
        response: { 200: ref(ContentItem), ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      const content = feeds.contentByCode(db, culture, request.query.code);
      if (!content) throw notFound(`no content '${request.query.code}' in ${culture}`, 'code');
      return content;
    },
  );

  // Not in the response cache, and no-store: the figures move with the clock.
  app.get(
    '/v1/feeds/jackpots',
    {
      schema: {
        tags: ['feeds'],
        summary: 'Live jackpot amounts in the culture currency, each with its growth and next drop; empty under no-jackpots',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: Jackpots, ...notFoundResponses },
      },
    },
    async (request, reply) => {
      const { culture, currency } = cultureOfRequest(request);
      const now = ctx.now();
      reply.header('cache-control', 'no-store');
      return { culture, currency, asOf: now.toISOString(), jackpots: feeds.jackpots(db, culture, now.getTime(), ctx.config.jackpotDropSeconds) };
    },
  );

  app.get(
    '/v1/feeds/leaderboards/:id',
    {
      config: { cache: true },
      schema: {
        tags: ['feeds'],
        summary: 'Leaderboard by slug; limit is capped at 100',
        params: Type.Composite([SiteParams, Type.Object({ id: Slug })]),
        querystring: Type.Composite([OptionalCultureQuery, Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100000, default: LEADERBOARD_LIMIT }) })]),
        response: { 200: Leaderboard, ...notFoundResponses },
      },
    },
    async (request) => {
      const board = feeds.leaderboard(db, request.site.localCode, request.params.id, Math.min(request.query.limit, LEADERBOARD_LIMIT), request.query.culture);
      if (!board) throw notFound(`no leaderboard '${request.params.id}'`, 'id');
      return board;
    },
  );

  app.get(
    '/v1/feeds/winners',
    {
      // Not in the response cache: the dates move with the clock (repo/feeds.ts).
      schema: {
        tags: ['feeds'],
        summary: "Recent winners (amounts in the site's currency, dates UTC/GMT), newest first",
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: Winners, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      return { culture, winners: feeds.winners(db, request.site.localCode, culture, ctx.now()) };
    },
  );

  app.get(
    '/v1/feeds/faq',
    {
      config: { cache: true },
      schema: { tags: ['feeds'], summary: 'FAQ grouped', params: SiteParams, querystring: CultureQuery, response: { 200: Faq, ...notFoundResponses } },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      return { culture, groups: feeds.faq(db, culture) };
    },
  );
};
