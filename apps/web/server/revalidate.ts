import { timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../app/lib/app-config.ts';
import type { AppServices } from '../app/lib/app-context.ts';
import { inList, type Client } from './client-address.ts';
import { ClientRateLimit } from './client-rate-limit.ts';

export const REVALIDATE_PATH = '/__revalidate';
/** Wrong tokens one address may send per window before it is refused outright. */
export const REVALIDATE_FAILURES_PER_WINDOW = 5;
const FAILURE_WINDOW_MS = 10 * 60_000;
const TAG = /^(site|culture|entity):[A-Za-z0-9_-]{1,40}$/;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers } });

/** The credentials of `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110 section 11.1), no other scheme counts. */
export function bearerToken(authorization: string | null): string | null {
  const found = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(authorization ?? '');
  return found ? found[1]! : null;
}

/**
 * `POST /__revalidate` with `Authorization: Bearer <REVALIDATE_TOKEN>` and
 * `{"tags": ["site:MCUK", "entity:games"]}` drops matching data-cache entries, so the next
 * render fetches fresh content. Answers 404 when no token is configured or the caller is not
 * in `REVALIDATE_ALLOW` (the front's rule alone could be bypassed by a path it reads
 * differently), and 429 after repeated wrong tokens from one address.
 */
export function createRevalidateHandler(
  config: AppConfig,
  services: AppServices,
  failures = new ClientRateLimit(REVALIDATE_FAILURES_PER_WINDOW, FAILURE_WINDOW_MS),
) {
  const expected = config.revalidateToken ? Buffer.from(config.revalidateToken) : null;
  return async (request: Request, client: Client): Promise<Response> => {
    if (!expected || !inList(config.revalidateAllow, client.address)) return json(404, { error: 'not found' });
    if (request.method !== 'POST') return json(405, { error: 'use POST' }, { Allow: 'POST' });
    if (failures.exhausted(client.address))
      return json(429, { error: 'too many attempts' }, { 'Retry-After': String(failures.retryAfterSeconds(client.address)) });
    const given = Buffer.from(bearerToken(request.headers.get('authorization')) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      failures.take(client.address);
      // No address in the log: it is personal data; the limit above keeps it in memory only.
      services.logger.warn('revalidation refused: wrong token');
      return json(401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Bearer' });
    }
    let tags: unknown;
    try {
      tags = ((await request.json()) as { tags?: unknown }).tags;
    } catch {
      return json(400, { error: 'body must be JSON: {"tags": [...]}' });
    }
    if (!Array.isArray(tags) || tags.length === 0 || tags.length > 50 || !tags.every((tag) => typeof tag === 'string' && TAG.test(tag))) {
      return json(400, { error: 'tags must be 1 to 50 of site:<code>, culture:<code> or entity:<name>' });
    }
    const dropped = await services.dataCache.invalidate(tags as string[]);
    services.logger.info('data cache revalidated', { tags, dropped });
    return json(200, { dropped });
  };
}
