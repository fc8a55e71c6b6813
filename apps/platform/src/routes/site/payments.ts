import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { stmt } from '../../db/database.ts';
import { CultureQuery, ref, SiteParams, Slug, notFoundResponses } from '../../schemas/common.ts';
import { PaymentInfo, PaymentOption } from '../../schemas/feeds.ts';
import type { PlatformContext } from '../../server/context.ts';
import { notFound } from '../../server/errors.ts';
import { cultureOfRequest } from '../../server/request-culture.ts';

interface OptionRow {
  key: string;
  name: string;
  slug: string;
  has_info: number;
  info: string | null;
}

const logos = (key: string) => ({ light_img_url: `/img/payments/${key}-light.webp`, dark_img_url: `/img/payments/${key}-dark.webp` });

export const paymentRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/feeds/payment-options',
    {
      config: { cache: true },
      schema: {
        tags: ['feeds'],
        summary: 'Payment options of the market, in display order (spec field names)',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: Type.Array(ref(PaymentOption)), ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      const rows = stmt(ctx.db, 'SELECT key, name, slug, has_info FROM payment_options WHERE culture = ? ORDER BY position').all(culture) as OptionRow[];
      return rows.map((row) => ({ key: row.key, name: row.name, slug: row.slug, has_info: row.has_info === 1, ...logos(row.key) }));
    },
  );

  app.get(
    '/v1/feeds/payment-options/:slug',
    {
      config: { cache: true },
      schema: {
        tags: ['feeds'],
        summary: 'Payment info of one option (only options with has_info)',
        params: Type.Composite([SiteParams, Type.Object({ slug: Slug })]),
        querystring: CultureQuery,
        response: { 200: PaymentInfo, ...notFoundResponses },
      },
    },
    async (request) => {
      const { culture } = cultureOfRequest(request);
      const row = stmt(ctx.db, 'SELECT key, name, slug, has_info, info FROM payment_options WHERE culture = ? AND slug = ?').get(
        culture,
        request.params.slug,
      ) as OptionRow | undefined;
      if (!row || row.has_info !== 1 || !row.info) throw notFound(`no payment info '${request.params.slug}' in ${culture}`, 'slug');
      const info = JSON.parse(row.info) as Omit<Static<typeof PaymentInfo>, 'key' | 'slug' | 'name' | 'light_img_url' | 'dark_img_url'>;
      return { key: row.key, slug: row.slug, name: row.name, ...logos(row.key), ...info };
    },
  );
};
