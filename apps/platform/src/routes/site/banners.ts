import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isBannerLocation } from '@mc/sites/banner-locations';
import { Type, type Static } from '@sinclair/typebox';
import { stmt } from '../../db/database.ts';
import { BannerConfig, BannerLocation, BtTextOrNull } from '../../schemas/banners.ts';
import { CultureQuery, SiteParams, notFoundResponses } from '../../schemas/common.ts';
import type { PlatformContext } from '../../server/context.ts';
import { notFound } from '../../server/errors.ts';
import { cultureOfRequest } from '../../server/request-culture.ts';

export const bannerRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/v1/banners/config/:routeKey',
    {
      config: { cache: true },
      schema: {
        tags: ['banners'],
        summary: 'Main banner config of a route (texts in the requested culture)',
        description:
          'Routes without a banner (responsible) or not in the culture are 404. Show slides whose date range holds today; fewer than 2 → plain banner with section/terms/cta.',
        params: Type.Composite([SiteParams, Type.Object({ routeKey: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9-]{0,60}$' }) })]),
        querystring: CultureQuery,
        response: { 200: BannerConfig, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      const row = stmt(db, 'SELECT data FROM banner_configs WHERE culture = ? AND route_key = ?').get(culture, request.params.routeKey) as
        { data: string } | undefined;
      if (!row) throw notFound(`no banner for route '${request.params.routeKey}' in ${culture}`, 'routeKey');
      return { routeKey: request.params.routeKey, culture, ...(JSON.parse(row.data) as Omit<Static<typeof BannerConfig>, 'routeKey' | 'culture'>) };
    },
  );

  app.get(
    '/v1/banners/bt-texts/:code',
    {
      config: { cache: true },
      schema: {
        tags: ['banners'],
        summary: 'Banner-tracking (bt) texts; JSON null for an unknown code (the client then clears its bt code)',
        params: Type.Composite([SiteParams, Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) })]),
        querystring: Type.Composite([
          CultureQuery,
          Type.Object({ r: Type.Optional(Type.String({ maxLength: 64, description: 'Cache-buster / referral marker; does not change the answer' })) }),
        ]),
        response: { 200: BtTextOrNull, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      const row = stmt(db, 'SELECT code, page_title AS pageTitle, cta, terms, cta_link AS ctaLink, offer FROM bt_codes WHERE code = ? AND culture = ?').get(
        request.params.code.toLowerCase(),
        culture,
      ) as (Omit<NonNullable<Static<typeof BtTextOrNull>>, 'offer'> & { offer: string | null }) | undefined;
      return row ? { ...row, offer: row.offer === null ? null : (JSON.parse(row.offer) as NonNullable<Static<typeof BtTextOrNull>>['offer']) } : null;
    },
  );

  app.get(
    '/v1/banners/locations/:location',
    {
      config: { cache: true },
      schema: {
        tags: ['banners'],
        summary: 'Banner lists by location: home-page (home game banners), blog-post, blog-post-main, game-banners',
        description:
          'Every item of the location with its date window (startDate, endDate; absent: open): the platform stores the windows, the site shows the items whose window holds now.',
        params: Type.Composite([SiteParams, Type.Object({ location: Type.String({ pattern: '^[a-z-]{1,40}$' }) })]),
        querystring: CultureQuery,
        response: { 200: BannerLocation, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      const { location } = request.params;
      if (!isBannerLocation(location)) throw notFound(`unknown banner location '${location}'`, 'location');
      const row = stmt(db, 'SELECT data FROM banner_locations WHERE culture = ? AND location = ?').get(culture, location) as { data: string } | undefined;
      return { location, culture, items: row ? (JSON.parse(row.data) as Static<typeof BannerLocation>['items']) : [] };
    },
  );
};
