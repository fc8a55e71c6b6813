import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { acceptRequestId, REQUEST_ID_HEADER } from '@mc/operations/request-id';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { PlatformConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { currencyRoutes } from '../routes/currency.ts';
import { geoRoutes } from '../routes/geo.ts';
import { imageRoutes } from '../routes/images.ts';
import { loggerRoutes } from '../routes/logger.ts';
import { trackingRoutes } from '../tracking/routes.ts';
import { maintenanceRoutes } from '../routes/maintenance.ts';
import { userContextRoutes } from '../routes/user-context.ts';
import { siteRoutes } from '../routes/site/index.ts';
import { outboxRoutes } from '../routes/outbox.ts';
import { playRoutes } from '../play/routes.ts';
import { fakeTagRoutes } from '../fake-tags/routes.ts';
import type { PlatformContext } from './context.ts';
import { installCompression } from './compression.ts';
import { installCors } from './cors.ts';
import { installErrorHandlers } from './errors.ts';
import { redactingLogger } from './log-redaction.ts';
import { registerOpenApi } from './openapi.ts';
import { createPlatformReadiness, installOperations, type PlatformMetrics, type PlatformReadiness } from './operations.ts';
import { installResponseCache } from './response-cache.ts';
import { SHARED_SERIALIZERS } from './serializer-cache.ts';
import { SHARED_SCHEMAS } from './shared-schemas.ts';

/**
 * Fastify's log without its "incoming request" / "request completed" pair at info (two lines per
 * request, 2,400 lines in 20 minutes of light use): operations.ts writes one line per request at
 * debug, and slow requests and server errors at warn. Errors keep Fastify's own lines.
 */
class QuietRequestLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    if (args[0]) super.requestCompleted(...args);
  }
}

export interface BuildOptions {
  db: Db;
  config: PlatformConfig;
  logger?: FastifyServerOptions['logger'];
  /** The security clock (sessions, one-time codes, rate limits); tests move it forward. */
  clock?: () => Date;
  /** Counts requests (server/operations.ts); none in tests that do not look. */
  metrics?: PlatformMetrics;
  /** What `/readyz` answers from; main.ts drains it on SIGTERM. */
  readiness?: PlatformReadiness;
}

export async function buildServer({ db, config, logger, clock, metrics, readiness }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Handoff and prefill codes travel in query strings: the request log writes them redacted.
    logger: redactingLogger(logger ?? { level: config.logLevel }),
    logController: new QuietRequestLog({ requestIdLogLabel: 'requestId' }),
    // The web app's id for the page request that made this call (or a front's), so both logs name the same id.
    genReqId: (request) => acceptRequestId(request.headers[REQUEST_ID_HEADER]),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    bodyLimit: 64 * 1024,
    schemaController: { compilersFactory: { buildSerializer: SHARED_SERIALIZERS } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ctx: PlatformContext = { db, config, now: () => config.now ?? new Date(), clock: clock ?? (() => new Date()) };

  installErrorHandlers(app);
  installOperations(app, { db, readiness: readiness ?? createPlatformReadiness(), metrics, slowRequestMs: config.slowRequestMs });
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await registerOpenApi(app);
  await installCors(app, config.cors);
  // After CORS, so cached answers carry the CORS headers too.
  if (config.responseCache) installResponseCache(app, db);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  installCompression(app);

  await app.register(geoRoutes, { ctx, prefix: '/geo' });
  await app.register(currencyRoutes, { ctx, prefix: '/currency' });
  await app.register(userContextRoutes, { ctx, prefix: '/user-context' });
  await app.register(maintenanceRoutes, { ctx, prefix: '/maintenance' });
  await app.register(loggerRoutes, { ctx, prefix: '/logger' });
  await app.register(trackingRoutes, { ctx, prefix: '/tracking' });
  await app.register(imageRoutes, { ctx, prefix: '/img' });
  await app.register(siteRoutes, { ctx, prefix: '/sites/:site' });
  await app.register(playRoutes, { ctx, prefix: '/play/:site' });
  await app.register(outboxRoutes, { ctx, prefix: '/admin' });
  // Stand-ins for the sites' third-party tags (SITE_TAGS_ORIGIN): nothing at run time reaches a vendor.
  await app.register(fakeTagRoutes, { ctx, prefix: '/fake-tags' });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true }));
  // Browsers ask every origin for an icon; the play platform's pages have none, and a 404 would be a console error on each.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => reply.code(204).header('cache-control', 'public, max-age=86400').send());
  return app;
}
