import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SiteCode } from '@mc/sites/site-schema';
import { cultureOf, siteByBrandCode } from '../lib/markets.ts';
import { isUnderMaintenance } from '../repo/settings.ts';
import { notFoundResponses } from '../schemas/common.ts';
import { UserContext, UserContextQuery } from '../schemas/services.ts';
import type { PlatformContext } from '../server/context.ts';
import { notFound } from '../server/errors.ts';

/** Licensing authority per brand: MGA for the international site, national regulators elsewhere. */
const LICENSES: Record<SiteCode, string> = { MC: 'MGA', MCDE: 'GGL', MCUK: 'UKGC', MCDK: 'DGA', MCSE: 'SGA', MCES: 'DGOJ' };

export const userContextRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['user-context'],
        summary: 'User context (skill state) for a brand, page culture and visitor country',
        querystring: UserContextQuery,
        response: { 200: UserContext, ...notFoundResponses },
      },
    },
    async (request) => {
      const { brand_code, page_culture, user_country } = request.query;
      const site = siteByBrandCode(brand_code);
      if (!site) throw notFound(`unknown brand '${brand_code}'`, 'brand_code');
      const culture = page_culture === undefined ? site.cultures[0] : cultureOf(site, page_culture);
      if (!culture) throw notFound(`culture '${page_culture}' is not served by brand ${site.localCode}`, 'page_culture');
      return {
        skinName: site.name,
        license: LICENSES[site.localCode],
        country: culture.defaultCountry,
        userCountry: (user_country ?? culture.defaultCountry).toUpperCase(),
        code: site.localCode,
        localCode: culture.localCode,
        apiCode: site.localCode,
        culture: culture.code,
        skillCulture: culture.locale,
        platformUnderMaintenance: isUnderMaintenance(ctx.db),
      };
    },
  );
};
