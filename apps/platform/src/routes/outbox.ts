import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { listMessages } from '../accounts/outbox.ts';
import { ErrorBody, ref } from '../schemas/common.ts';
import { OutboxAnswer } from '../schemas/accounts.ts';
import { AdminHeaders } from '../schemas/services.ts';
import { requireAdmin } from '../server/admin.ts';
import type { PlatformContext } from '../server/context.ts';

/** The messages the platform "sent" (it has no mail server): reset links and registration notices. */
export const outboxRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages written to the outbox (password resets, registration notices), newest first',
        security: [{ adminToken: [] }],
        headers: AdminHeaders,
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })) }),
        response: { 200: OutboxAnswer, 400: ref(ErrorBody), 401: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      requireAdmin(request, ctx.config.adminToken);
      reply.header('cache-control', 'no-store');
      return { messages: listMessages(ctx.db, request.query.limit ?? 100) };
    },
  );
};
