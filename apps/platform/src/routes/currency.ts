import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { stmt } from '../db/database.ts';
import { notFoundResponses } from '../schemas/common.ts';
import { CurrencyParams, CurrencyRate } from '../schemas/services.ts';
import type { PlatformContext } from '../server/context.ts';
import { notFound } from '../server/errors.ts';

export const currencyRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  app.get(
    '/:iso',
    {
      schema: {
        tags: ['currency'],
        summary: 'Rate of a currency against EUR (EUR is 1)',
        params: CurrencyParams,
        querystring: Type.Object({ 'no-cache': Type.Optional(Type.String({ maxLength: 16 })) }),
        response: { 200: CurrencyRate, ...notFoundResponses },
      },
    },
    async (request) => {
      const iso = request.params.iso.toUpperCase();
      const row = stmt(ctx.db, 'SELECT iso, rate FROM currency_rates WHERE iso = ?').get(iso) as { iso: string; rate: number } | undefined;
      if (!row) throw notFound(`unknown currency '${iso}'`, 'iso');
      return row;
    },
  );
};
