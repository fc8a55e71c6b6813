import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stmt } from '../db/database.ts';
import { BearerHeaders, FeedbackAnswer, FeedbackBody, accountResponses } from '../schemas/accounts.ts';
import type { PlatformContext } from '../server/context.ts';
import { notFound } from '../server/errors.ts';
import { invalidFields } from './answers.ts';
import { collect, emailProblem, requiredText } from './field-rules.ts';
import { bearerToken, sessionAccount } from './widget-sessions.ts';

/** Feedback forms (feedback, and after a login or registration); only where the culture has `feedbacksEnabled`. */
export const feedbackRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  app.post(
    '/son-auth/feedback',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Leave feedback (with an optional bearer session, linked to the player)',
        description: '404 where the culture has no feedbacks (feedbacksEnabled).',
        headers: BearerHeaders,
        body: FeedbackBody,
        response: { 201: FeedbackAnswer, ...accountResponses },
      },
    },
    async (request, reply) => {
      const { site, culture } = request;
      if (culture.feedbacksEnabled !== true) throw notFound(`culture ${culture.code} takes no feedback`, 'culture');
      const { kind, message, email } = request.body;
      const errors = collect({
        message: requiredText(message.replace(/[\r\n\t]/g, ' '), 2000),
        email: email === undefined || email === '' ? null : emailProblem(email),
      });
      if (Object.keys(errors).length > 0) return invalidFields(reply, errors);
      const now = ctx.clock();
      const session = sessionAccount(ctx.db, bearerToken(request), site.localCode, now);
      const result = stmt(ctx.db, 'INSERT INTO feedback (site, culture, kind, message, email, account_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        site.localCode,
        culture.code,
        kind,
        message.trim(),
        email ? email.trim().toLowerCase() : null,
        session?.account.id ?? null,
        now.toISOString(),
      );
      return reply.status(201).send({ id: Number(result.lastInsertRowid) });
    },
  );
};
