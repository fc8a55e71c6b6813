import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { stmt } from '../db/database.ts';
import { ref } from '../schemas/common.ts';
import { AccountError, BearerHeaders, DepositLimits, DepositLimitsBody, HandoffAnswer, HandoffBody, accountResponses } from '../schemas/accounts.ts';
import type { PlatformContext } from '../server/context.ts';
import type { Account } from './account-store.ts';
import { invalidFields, unauthorized } from './answers.ts';
import { isLimit, type FieldErrors } from './field-rules.ts';
import { freshPlatformAddress, handoffTarget } from './player-result.ts';
import { allowedOrigin } from './markets.ts';
import { bearerToken, endWidgetSession, sessionAccount } from './widget-sessions.ts';

type Limits = { daily: number | null; weekly: number | null; monthly: number | null };

/** daily ≤ weekly ≤ monthly among the limits that are set; the longer period is named at fault. */
function limitErrors(limits: Record<keyof Limits, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const period of ['daily', 'weekly', 'monthly'] as const) if (!isLimit(limits[period])) errors[period] = 'INVALID';
  if (Object.keys(errors).length > 0) return errors;
  const { daily, weekly, monthly } = limits as Limits;
  if (daily !== null && weekly !== null && daily > weekly) errors.weekly = 'INVALID';
  if (weekly !== null && monthly !== null && weekly > monthly) errors.monthly = 'INVALID';
  if (daily !== null && monthly !== null && daily > monthly) errors.monthly = 'INVALID';
  return errors;
}

export const sessionRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const bearerOnly = { security: [{ widgetSession: [] }], headers: BearerHeaders };

  function limitsOf(account: Account): Limits & { currency: string } {
    const row = stmt(db, 'SELECT daily, weekly, monthly FROM deposit_limits WHERE account_id = ?').get(account.id) as Limits | undefined;
    return { currency: account.currency, daily: row?.daily ?? null, weekly: row?.weekly ?? null, monthly: row?.monthly ?? null };
  }

  app.post(
    '/son-auth/handoff',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A fresh platform address (new single-use handoff code, 60 s) for the session’s player',
        ...bearerOnly,
        body: Type.Optional(HandoffBody),
        response: { 200: HandoffAnswer, ...accountResponses, 401: ref(AccountError) },
      },
    },
    async (request, reply) => {
      const session = sessionAccount(db, bearerToken(request), request.site.localCode, ctx.clock());
      if (!session) return unauthorized(reply);
      const target = handoffTarget(ctx, request.site, request.body ?? {}, allowedOrigin(ctx.config, request.headers.origin));
      return { platformAddress: freshPlatformAddress(ctx, request.site, session.account, target) };
    },
  );

  app.get(
    '/son-auth/deposit-limits',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The session’s player’s deposit limits (null = no limit)',
        ...bearerOnly,
        response: { 200: DepositLimits, ...accountResponses, 401: ref(AccountError) },
      },
    },
    async (request, reply) => {
      const session = sessionAccount(db, bearerToken(request), request.site.localCode, ctx.clock());
      if (!session) return unauthorized(reply);
      return limitsOf(session.account);
    },
  );

  app.put(
    '/son-auth/deposit-limits',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set the deposit limits (positive integers or null; daily ≤ weekly ≤ monthly)',
        ...bearerOnly,
        body: DepositLimitsBody,
        response: { 200: DepositLimits, ...accountResponses, 401: ref(AccountError) },
      },
    },
    async (request, reply) => {
      const now = ctx.clock();
      const session = sessionAccount(db, bearerToken(request), request.site.localCode, now);
      if (!session) return unauthorized(reply);
      const errors = limitErrors(request.body);
      if (Object.keys(errors).length > 0) return invalidFields(reply, errors);
      const { daily, weekly, monthly } = request.body;
      stmt(
        db,
        `INSERT INTO deposit_limits (account_id, daily, weekly, monthly, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (account_id) DO UPDATE SET daily = excluded.daily, weekly = excluded.weekly, monthly = excluded.monthly, updated_at = excluded.updated_at`,
      ).run(session.account.id, daily, weekly, monthly, now.toISOString());
      return limitsOf(session.account);
    },
  );

  app.post(
    '/son-auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the widget session (204 whether or not it was live)',
        ...bearerOnly,
        response: { 204: Type.Null({ description: 'Session ended' }), ...accountResponses },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) endWidgetSession(db, token);
      return reply.status(204).send(null);
    },
  );
};
