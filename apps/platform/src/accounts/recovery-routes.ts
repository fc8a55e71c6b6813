import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ForgotBody, ResetBody, accountResponses } from '../schemas/accounts.ts';
import type { PlatformContext } from '../server/context.ts';
import { accountById, accountByLogin, setPasswordHash } from './account-store.ts';
import { invalidFields } from './answers.ts';
import { passwordProblem, text } from './field-rules.ts';
import { RESET_CODES_PER_WINDOW, consumeResetCode, issueResetCode, resetCodeAccount, resetCodesRecently } from './one-time-codes.ts';
import { resetMessage, sendMessage } from './outbox.ts';
import { hashPassword } from './password.ts';
import { accountKey, clearAccountFailures } from './rate-limit.ts';
import { allowedOrigin, siteOriginOf } from './markets.ts';
import { endAllSessions } from './widget-sessions.ts';

export const recoveryRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/son-auth/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ask for a password reset link (202 whether or not an account matches)',
        description:
          'When an account with an email matches the login (username or email), a link {site origin}{culture prefix}/#account/reset_password/{code} (single use, 30 minutes) is written to the outbox.',
        body: ForgotBody,
        response: { 202: Type.Object({}), ...accountResponses },
      },
    },
    async (request, reply) => {
      const { site, culture } = request;
      const now = ctx.clock();
      const login = text(request.body.login);
      const account = login ? accountByLogin(db, site.localCode, login) : undefined;
      // Same 202 when the account has had its share of links lately: nothing tells the difference.
      if (account?.email && resetCodesRecently(db, account.id, now) < RESET_CODES_PER_WINDOW) {
        const code = issueResetCode(db, account.id, now);
        const origin = siteOriginOf(site, ctx.config, allowedOrigin(ctx.config, request.headers.origin));
        const link = `${origin}${culture.route}/#account/reset_password/${code}`;
        sendMessage(db, { site: site.localCode, kind: 'password-reset', recipient: account.email, ...resetMessage(link) }, now);
        // Never the code or the link: logs are not a mailbox.
        if (ctx.config.development) request.log.info('password reset link written to the outbox (GET /admin/outbox)');
      }
      return reply.status(202).send({});
    },
  );

  app.post(
    '/son-auth/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the code of a reset link (single use); ends every session of the account',
        body: ResetBody,
        response: { 204: Type.Null({ description: 'Password changed' }), ...accountResponses },
      },
    },
    async (request, reply) => {
      const now = ctx.clock();
      const { code, password } = request.body;
      const accountId = resetCodeAccount(db, code, now);
      const account = accountId === null ? undefined : accountById(db, accountId);
      if (!account || account.site !== request.site.localCode) return reply.status(400).send({ code: 'INVALID_RESET_CODE' });
      const problem = passwordProblem(password);
      if (problem) return invalidFields(reply, { password: problem });
      const passwordHash = await hashPassword(password, ctx.config.passwordCost);
      // Checked again after the await: a second request with the same code may have won meanwhile.
      if (!consumeResetCode(db, code, account.id, now)) return reply.status(400).send({ code: 'INVALID_RESET_CODE' });
      setPasswordHash(db, account.id, passwordHash);
      endAllSessions(db, account.id);
      clearAccountFailures(db, accountKey(account.id, ''));
      return reply.status(204).send(null);
    },
  );
};
