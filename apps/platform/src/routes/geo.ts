import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { stmt, type Db } from '../db/database.ts';
import { siteByBrandCode } from '../lib/markets.ts';
import { notFoundResponses } from '../schemas/common.ts';
import { GeoInfo, GeoParams, GeoQuery, type Restriction } from '../schemas/services.ts';
import type { PlatformContext } from '../server/context.ts';
import { notFound } from '../server/errors.ts';

type CountryRow = Static<typeof GeoInfo>['country'];
interface RegionRow {
  code: string;
  country: string;
  name: string;
  prime_culture: string;
  native_culture: string;
  prime_lang: string;
  native_lang: string;
}

/** Country (or CA-ON style region) as seen by a brand: region rules win over country rules. */
export function lookupGeo(db: Db, brand: string, location: string): Static<typeof GeoInfo> {
  const upper = location.toUpperCase();
  const [iso2 = '', regionPart] = upper.split('-');
  const country = stmt(db, 'SELECT iso2, name, prime_culture, prime_currency, native_culture, prime_lang, native_lang FROM countries WHERE iso2 = ?').get(
    iso2,
  ) as CountryRow | undefined;
  if (!country) throw notFound(`unknown country '${iso2}'`, 'country');
  let region: RegionRow | undefined;
  if (regionPart !== undefined) {
    region = stmt(db, 'SELECT * FROM regions WHERE code = ?').get(upper) as RegionRow | undefined;
    if (!region) throw notFound(`unknown region '${upper}'`, 'country');
  }
  const rules = stmt(db, 'SELECT region, restriction, restriction_level FROM geo_restrictions WHERE brand = ? AND country = ?').all(brand, iso2) as {
    region: string | null;
    restriction: Restriction;
    restriction_level: 'country' | 'region';
  }[];
  const rule = (region && rules.find((r) => r.region === region.code)) || rules.find((r) => r.region === null);
  return {
    country,
    region: region
      ? {
          name: region.name,
          prime_culture: region.prime_culture,
          native_culture: region.native_culture,
          prime_lang: region.prime_lang,
          native_lang: region.native_lang,
        }
      : null,
    restriction: rule?.restriction ?? null,
    restriction_level: rule?.restriction_level ?? null,
  };
}

export const geoRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const response = { 200: GeoInfo, ...notFoundResponses };
  app.get(
    '/',
    {
      schema: { tags: ['geo'], summary: "Geo info of the brand's default country (no emulation)", querystring: GeoQuery, response },
    },
    async (request) => {
      const site = siteByBrandCode(request.query.brand_code);
      if (!site) throw notFound(`unknown brand '${request.query.brand_code}'`, 'brand_code');
      return lookupGeo(ctx.db, site.localCode, site.defaultCountry);
    },
  );
  app.get(
    '/:country',
    {
      schema: {
        tags: ['geo'],
        summary: 'Geo info of an emulated country (query gl of the front end) or region (CA-ON)',
        params: GeoParams,
        querystring: GeoQuery,
        response,
      },
    },
    async (request) => {
      const site = siteByBrandCode(request.query.brand_code);
      if (!site) throw notFound(`unknown brand '${request.query.brand_code}'`, 'brand_code');
      return lookupGeo(ctx.db, site.localCode, request.params.country);
    },
  );
};
