import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { stmt } from '../../db/database.ts';
import { Code, CultureQuery, NumericId, OptionalCultureQuery, ref, SiteParams, notFoundResponses } from '../../schemas/common.ts';
import { CmsPage, Feature, FeatureList } from '../../schemas/cms.ts';
import { requirePreview } from '../../server/admin.ts';
import type { PlatformContext } from '../../server/context.ts';
import { notFound } from '../../server/errors.ts';
import { cultureOfRequest } from '../../server/request-culture.ts';

type FeatureDto = Static<typeof Feature>;
interface FeatureRow {
  id: number;
  code: string;
  on_home: number;
  data: string;
}
const toFeature = (row: FeatureRow): FeatureDto => ({
  id: row.id,
  code: row.code,
  onHome: row.on_home === 1,
  ...(JSON.parse(row.data) as Omit<FeatureDto, 'id' | 'code' | 'onHome'>),
});

const IdParams = Type.Composite([SiteParams, Type.Object({ id: NumericId })]);
const preview = { security: [{ previewToken: [] }], params: IdParams, querystring: OptionalCultureQuery } as const;

export const cmsRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const features = (culture: string, homeOnly: boolean) =>
    (
      stmt(db, 'SELECT id, code, on_home, data FROM features WHERE culture = ? AND published = 1 AND (? = 0 OR on_home = 1) ORDER BY position').all(
        culture,
        homeOnly ? 1 : 0,
      ) as FeatureRow[]
    ).map(toFeature);
  const featureById = (id: number) => {
    const row = stmt(db, 'SELECT id, code, on_home, data FROM features WHERE id = ?').get(id) as FeatureRow | undefined;
    if (!row) throw notFound(`no feature ${id}`, 'id');
    return toFeature(row);
  };

  app.get(
    '/v1/cms/features',
    {
      config: { cache: true },
      schema: {
        tags: ['cms'],
        summary: 'Feature blocks (selling points) of the culture',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: FeatureList, ...notFoundResponses },
      },
    },
    async (request) => ({ culture: cultureOfRequest(request).culture, items: features(cultureOfRequest(request).culture, false) }),
  );

  app.get(
    '/v1/cms/features-home',
    {
      config: { cache: true },
      schema: {
        tags: ['cms'],
        summary: 'Feature blocks shown on the home page',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: FeatureList, ...notFoundResponses },
      },
    },
    async (request) => ({ culture: cultureOfRequest(request).culture, items: features(cultureOfRequest(request).culture, true) }),
  );

  for (const path of ['/v1/cms/features/preview/:id', '/v1/cms/features-home/preview/:id']) {
    app.get(
      path,
      {
        schema: { tags: ['cms'], summary: 'Any feature by id, drafts included (preview)', ...preview, response: { 200: ref(Feature), ...notFoundResponses } },
      },
      async (request, reply) => {
        requirePreview(request, ctx.config.previewToken);
        reply.header('cache-control', 'no-store');
        return featureById(request.params.id);
      },
    );
  }

  for (const kind of ['pages', 'terms'] as const) {
    app.get(
      `/v1/cms/${kind}/:code`,
      {
        config: { cache: true },
        schema: {
          tags: ['cms'],
          summary:
            kind === 'pages' ? 'CMS page by code (cookie-policy, not-found, server-error)' : 'Terms snippet by code (general-promotion-terms, welcome-bonus)',
          params: Type.Composite([SiteParams, Type.Object({ code: Code })]),
          querystring: CultureQuery,
          response: { 200: ref(CmsPage), ...notFoundResponses },
        },
      },
      async (request) => {
        const { culture } = cultureOfRequest(request);
        const row = stmt(db, 'SELECT code, title, body FROM cms_pages WHERE culture = ? AND kind = ? AND code = ?').get(
          culture,
          kind === 'pages' ? 'page' : 'terms',
          request.params.code,
        ) as Static<typeof CmsPage> | undefined;
        if (!row) throw notFound(`no ${kind} '${request.params.code}' in ${culture}`, 'code');
        return row;
      },
    );
  }
};
