import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformConfig } from '../config.ts';
import { allowsOrigin } from '../cors-policy.ts';
import type { PlatformContext } from '../server/context.ts';
import { accountErrorHandler } from './answers.ts';
import { feedbackRoutes } from './feedback-routes.ts';
import { loginRoutes } from './login-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { sessionRoutes } from './session-routes.ts';

/**
 * The account back end (API.md) under `/sites/{site}/son-auth/…`; the site plugin has resolved
 * request.site and request.culture. Encapsulated: the CSRF guard, no-store and the field-error
 * shape apply to these routes only (not to the widget script or the content API beside them).
 */
export const accountRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  installRequestGuard(app, ctx.config);
  app.setErrorHandler(accountErrorHandler);
  // A widget may label a body-less POST (logout, handoff) as JSON: an empty body is no body here,
  // not a 400. Anything else goes through Fastify's own (prototype-poisoning safe) parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  for (const plugin of [loginRoutes, registrationRoutes, recoveryRoutes, sessionRoutes, feedbackRoutes]) {
    await app.register(plugin, { ctx });
  }
};

/**
 * CSRF rules of the account endpoints (API.md). A foreign page can make a browser send a
 * "simple" cross-origin POST (form or text/plain) without asking; requiring
 * `application/json` forces a preflight, which CORS grants to the sites' own origins only. On
 * top, a request whose `Origin` is not a site's is refused before anything is read. Requests
 * without an `Origin` (server-side callers) pass: a browser always sends one on a POST.
 */
function installRequestGuard(app: FastifyInstance, config: PlatformConfig): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowsOrigin(config.cors, origin)) {
      return reply.status(403).send({ code: 'FORBIDDEN_ORIGIN' });
    }
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    const contentType = request.headers['content-type'];
    const hasBody = contentType !== undefined || Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
    if (hasBody && mediaType !== 'application/json') return reply.status(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
  // Answers carry sessions and personal state: no cache, proxy or browser, may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
