import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { allowsOrigin, type CorsPolicy } from '../cors-policy.ts';
import { ADMIN_TOKEN_HEADER, PREVIEW_TOKEN_HEADER } from './admin.ts';
import { HttpError } from './errors.ts';

/** Headers that carry a secret: never honoured on a request a browser sent from a foreign page. */
const TOKEN_HEADERS = [ADMIN_TOKEN_HEADER, PREVIEW_TOKEN_HEADER];
/** The account widget's session (son-auth endpoints): a bearer token, sent by site pages only. */
const AUTHORIZATION = 'authorization';

/**
 * Pages of the configured site origins call the services (geo, currency, user context,
 * maintenance, logger, site API reads) from the browser; no other origin gets CORS headers, so
 * a browser keeps other pages from reading answers or sending the token headers (they need a
 * preflight). No credentials: nothing here reads cookies (the account widget's session is a
 * bearer token in `Authorization`, which likewise needs a preflight).
 */
export async function installCors(app: FastifyInstance, policy: CorsPolicy): Promise<void> {
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowsOrigin(policy, origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT'],
    allowedHeaders: ['content-type', AUTHORIZATION, ...TOKEN_HEADERS],
    maxAge: 600,
  });
  // Belt and braces for what the preflight already stops: a token from a foreign page is refused
  // outright, whatever the client. Server-side callers send no Origin and are not affected.
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin === undefined || allowsOrigin(policy, origin)) return;
    const header = [...TOKEN_HEADERS, AUTHORIZATION].find((name) => request.headers[name] !== undefined);
    if (header) throw new HttpError(403, `origin ${origin} may not send ${header}`, header);
  });
}
