import type { FastifyInstance } from 'fastify';
import { dataVersion, type Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache 200 answers by URL until the database changes (content that does not depend on the clock). */
    cache?: boolean;
  }
}

const MAX_ENTRIES = 5000;

/**
 * Seeded content only changes when the database does, so serialized 200 answers of flagged
 * routes are kept by URL. `PRAGMA data_version` changes whenever another connection commits
 * (a reseed while the server runs), which empties the cache. Writes through this connection
 * (logs, newsletter, lazily rendered art) never touch cached routes.
 */
export function installResponseCache(app: FastifyInstance, db: Db): void {
  const entries = new Map<string, { payload: string; headers: Record<string, string> }>();
  let version = -1;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache) return;
    const now = dataVersion(db);
    if (now !== version) {
      entries.clear();
      version = now;
      return;
    }
    const hit = entries.get(request.url);
    if (!hit) return;
    reply.headers(hit.headers).header('content-type', 'application/json; charset=utf-8');
    return reply.send(hit.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (entries.has(request.url)) return payload;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    const cacheControl = reply.getHeader('cache-control');
    entries.set(request.url, { payload, headers: typeof cacheControl === 'string' ? { 'cache-control': cacheControl } : {} });
    return payload;
  });
}
