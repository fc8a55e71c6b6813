import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { stmt } from '../../db/database.ts';
import { CultureQuery, ErrorBody, ref, SiteParams, notFoundResponses } from '../../schemas/common.ts';
import { BankTransfer, NewsletterRequest, NewsletterResponse, VoucherStatus } from '../../schemas/player.ts';
import type { PlatformContext } from '../../server/context.ts';
import { badRequest, notFound } from '../../server/errors.ts';

/** Voucher status numbers (the client maps them to its messages; -1 is its own fallback). */
export const VOUCHER_STATUS = { invalid: 0, accepted: 1, used: 2, expired: 3 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const playerRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/v1/voucher',
    {
      schema: {
        tags: ['player'],
        summary: 'Voucher status (read-only check): 1 accepted, 0 invalid, 2 already used, 3 expired',
        params: SiteParams,
        querystring: Type.Object({
          brand_local_code: Type.String({ pattern: '^[A-Za-z]{2,8}$', description: "The site's brand code (MCDK accepted on mcdk); another brand is a 404" }),
          voucher: Type.String({ pattern: '^[A-Za-z0-9-]{1,32}$' }),
          username: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        response: { 200: VoucherStatus, ...notFoundResponses },
      },
    },
    async (request) => {
      const { brand_local_code, voucher } = request.query;
      const brand = brand_local_code.toUpperCase();
      if (brand !== request.site.localCode && !request.site.cultures.some((culture) => culture.localCode === brand)) {
        throw notFound(`brand '${brand_local_code}' is not site ${request.site.localCode}`, 'brand_local_code');
      }
      const row = stmt(db, 'SELECT status FROM vouchers WHERE site = ? AND code = ?').get(request.site.localCode, voucher.toUpperCase()) as
        { status: 'valid' | 'used' | 'expired' } | undefined;
      if (!row) return VOUCHER_STATUS.invalid;
      return row.status === 'valid' ? VOUCHER_STATUS.accepted : VOUCHER_STATUS[row.status];
    },
  );

  app.get(
    '/v1/player/bank-transfer',
    {
      schema: {
        tags: ['player'],
        summary: "Bank-transfer deposit details for a player's transfer code",
        params: SiteParams,
        querystring: Type.Composite([
          CultureQuery,
          Type.Object({
            code: Type.String({ pattern: '^[A-Za-z0-9]{4,32}$', description: 'Bank-transfer code of the player' }),
            rnd: Type.Optional(Type.String({ maxLength: 32, description: 'Cache-buster, ignored' })),
          }),
        ]),
        response: { 200: BankTransfer, ...notFoundResponses },
      },
    },
    async (request, reply) => {
      const row = stmt(db, 'SELECT data FROM bank_transfers WHERE site = ? AND code = ?').get(request.site.localCode, request.query.code.toUpperCase()) as
        { data: string } | undefined;
      if (!row) throw notFound(`no bank-transfer code '${request.query.code}'`, 'code');
      reply.header('cache-control', 'no-store');
      return JSON.parse(row.data) as Static<typeof BankTransfer>;
    },
  );

  app.post(
    '/v1/newsletter',
    {
      schema: {
        tags: ['player'],
        summary: 'Subscribe to the newsletter (blog form)',
        description:
          "400 names the field in parameter, with the spec's message: 'Please enter your email address.', 'Please enter a valid email address.', 'Please enter your name.'",
        params: SiteParams,
        body: NewsletterRequest,
        response: { 201: NewsletterResponse, 200: NewsletterResponse, 400: ref(ErrorBody), 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const name = request.body.name.trim();
      if (!email) throw badRequest('Please enter your email address.', 'email');
      if (!EMAIL.test(email)) throw badRequest('Please enter a valid email address.', 'email');
      if (!name) throw badRequest('Please enter your name.', 'name');
      const result = stmt(db, 'INSERT OR IGNORE INTO newsletter_subscriptions (site, culture, email, name, created_at) VALUES (?, ?, ?, ?, ?)').run(
        request.site.localCode,
        request.culture.code,
        email,
        name,
        new Date().toISOString(),
      );
      if (result.changes === 0) return reply.status(200).send({ status: 'already-subscribed' });
      return reply.status(201).send({ status: 'subscribed' });
    },
  );
};
