import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import * as promotions from '../../repo/promotions.ts';
import { CultureQuery, NumericId, OptionalCultureQuery, ref, SiteParams, Slug, notFoundResponses } from '../../schemas/common.ts';
import { Promotion, PromotionHomeItem, PromotionHomeList, PromotionList } from '../../schemas/cms.ts';
import { requirePreview } from '../../server/admin.ts';
import type { PlatformContext } from '../../server/context.ts';
import { notFound } from '../../server/errors.ts';
import { cultureOfRequest } from '../../server/request-culture.ts';

const IdParams = Type.Composite([SiteParams, Type.Object({ id: NumericId })]);
const preview = { security: [{ previewToken: [] }], params: IdParams, querystring: OptionalCultureQuery } as const;

export const promotionRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/v1/cms/promotions',
    {
      schema: {
        tags: ['cms'],
        summary: 'Promotions that have started: active ones first, then expired ones (status tells); not-yet-started ones are left out',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: PromotionList, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      return { culture, items: promotions.listPromotions(db, culture, ctx.now()) };
    },
  );

  app.get(
    '/v1/cms/promotions/:slug',
    {
      schema: {
        tags: ['cms'],
        summary: 'Promotion detail; expired ones are still returned (status expired), not-yet-started ones are 404 (preview only)',
        params: Type.Composite([SiteParams, Type.Object({ slug: Slug })]),
        querystring: CultureQuery,
        response: { 200: ref(Promotion), ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      const promotion = promotions.promotionBySlug(db, culture, request.params.slug, ctx.now());
      if (!promotion) throw notFound(`no promotion '${request.params.slug}' in ${culture}`, 'slug');
      return promotion;
    },
  );

  app.get(
    '/v1/cms/promotions-home',
    {
      schema: {
        tags: ['cms'],
        summary: 'Active promotions shown on the home page',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: PromotionHomeList, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      return { culture, items: promotions.homePromotions(db, culture, ctx.now()) };
    },
  );

  app.get(
    '/v1/cms/promotions/preview/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'Any promotion by id, drafts and future ones included',
        ...preview,
        response: { 200: ref(Promotion), ...notFoundResponses },
      },
    },
    async (request, reply) => {
      requirePreview(request, ctx.config.previewToken);
      const promotion = promotions.promotionById(db, request.params.id, ctx.now());
      if (!promotion) throw notFound(`no promotion ${request.params.id}`, 'id');
      reply.header('cache-control', 'no-store');
      return promotion;
    },
  );

  app.get(
    '/v1/cms/promotions-home/preview/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'Home card of any promotion by id (preview)',
        ...preview,
        response: { 200: ref(PromotionHomeItem), ...notFoundResponses },
      },
    },
    async (request, reply) => {
      requirePreview(request, ctx.config.previewToken);
      const item = promotions.promotionHomeById(db, request.params.id);
      if (!item) throw notFound(`no promotion ${request.params.id}`, 'id');
      reply.header('cache-control', 'no-store');
      return item;
    },
  );
};
