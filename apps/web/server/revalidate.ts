import { timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../app/lib/app-config.ts';
import type { AppServices } from '../app/lib/app-context.ts';

export const REVALIDATE_PATH = '/__revalidate';
const TAG = /^(site|culture|entity):[A-Za-z0-9_-]{1,40}$/;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

/**
 * `POST /__revalidate` with `Authorization: Bearer <REVALIDATE_TOKEN>` and
 * `{"tags": ["site:MCUK", "entity:games"]}` drops matching data-cache entries, so the next
 * render fetches fresh content. Disabled (404) when no token is configured.
 */
export async function handleRevalidate(request: Request, config: AppConfig, services: AppServices): Promise<Response> {
  if (!config.revalidateToken) return json(404, { error: 'not found' });
  if (request.method !== 'POST') return json(405, { error: 'use POST' });
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(config.revalidateToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return json(401, { error: 'unauthorized' });
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
}
