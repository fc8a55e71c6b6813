import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { stmt } from '../../db/database.ts';
import { CultureQuery, ErrorBody, ref, SiteParams, notFoundResponses } from '../../schemas/common.ts';
import { BankTransfer, NewsletterRequest, NewsletterResponse, VoucherStatus } from '../../schemas/player.ts';
import { bearerToken, sessionAccount } from '../../accounts/widget-sessions.ts';
import { langOf, type Lang } from '../../lib/markets.ts';
import { BearerHeaders } from '../../schemas/accounts.ts';
import type { PlatformContext } from '../../server/context.ts';
import { badRequest, HttpError, notFound } from '../../server/errors.ts';

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
      // Personal: no cache, shared or the browser's, may keep any answer (401 and 404 included).
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      },
      schema: {
        tags: ['player'],
        summary: "The logged-in player's bank-transfer details for a payment option: the site's receiving account and the player's own reference",
        description:
          "Authenticated by the account widget's session (`Authorization: Bearer`, src/accounts/API.md); 401 without a live session of this site. 404 where the culture does not offer the option. Always `Cache-Control: no-store`.",
        params: SiteParams,
        headers: BearerHeaders,
        querystring: Type.Composite([
          CultureQuery,
          Type.Object({
            code: Type.String({ pattern: '^[a-z][a-z0-9-]{1,39}$', description: 'The payment option code (bank-transfer)' }),
            rnd: Type.Optional(Type.String({ maxLength: 32, description: 'Cache-buster, ignored' })),
          }),
        ]),
        response: { 200: BankTransfer, 401: ref(ErrorBody), ...notFoundResponses },
      },
    },
    async (request) => {
      const session = sessionAccount(db, bearerToken(request), request.site.localCode, ctx.clock());
      if (!session) throw new HttpError(401, 'a live player session is needed', 'authorization');
      const { code } = request.query;
      const offered = stmt(db, 'SELECT 1 FROM payment_options WHERE culture = ? AND key = ?').get(request.culture.code, code) !== undefined;
      const row = offered
        ? (stmt(db, 'SELECT data FROM bank_transfers WHERE site = ? AND code = ?').get(request.site.localCode, code) as { data: string } | undefined)
        : undefined;
      if (!row) throw notFound(`no bank-transfer option '${code}' in ${request.culture.code}`, 'code');
      const { instructions, ...account } = JSON.parse(row.data) as Omit<Static<typeof BankTransfer>, 'code' | 'reference' | 'instructions'> & {
        instructions: Partial<Record<Lang, string>>;
      };
      return {
        code,
        ...account,
        reference: playerReference(request.site.localCode, session.account.external_id),
        instructions: transferInstructions(instructions, langOf(request.culture.code)),
      };
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

/**
 * The player's own payment reference: the site's code and the start of the account's opaque
 * external id, so a transfer quoting it is credited to that account and nobody else's.
 */
export function playerReference(site: string, externalId: string): string {
  return `${site}-${externalId.slice(0, 10).toUpperCase()}`;
}

/** The instructions of a site's receiving account, stored per language, in the culture's (English where none is stored in it). */
export function transferInstructions(instructions: Partial<Record<Lang, string>>, lang: Lang): string {
  return instructions[lang] ?? instructions.en ?? '';
}
