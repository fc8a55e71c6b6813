import { buildQuery, type QueryValue } from '@mc/sites/href';
import type { ZodType } from 'zod';
import type { CachedResult } from '../data-cache/data-cache.server.ts';
import { requestData } from '../http/request-data.ts';
import type { SiteApiContext } from './site-api-context.server.ts';

/** Server-side calls wait at most this long: a slow back end never holds a page longer. */
export const SERVER_CALL_TIMEOUT_MS = 2500;

export interface CachedGet<T> {
  /** Path relative to the site's API host. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  schema: ZodType<T>;
  fallback: T;
  /** Entity tag for invalidation (games, feeds, promotions, blog, banners, payments…). */
  entity: string;
}

/**
 * A GET to the site API through the data cache, keyed and tagged by site, culture and entity.
 * Records its time and whether the page had to fall back.
 */
export async function cachedGet<T>(ctx: SiteApiContext, spec: CachedGet<T>): Promise<CachedResult<T>> {
  const { site, culture, services, state, config } = ctx;
  const key = `${site.localCode}|${spec.path}|${spec.query ? buildQuery(spec.query) : ''}`;
  const tags = [`site:${site.localCode}`, `culture:${culture.code}`, `entity:${spec.entity}`];
  const started = performance.now();
  const result = await services.dataCache.get(key, tags, () =>
    requestData(
      { baseUrl: site.apiHost, path: spec.path, query: spec.query, schema: spec.schema, fallback: spec.fallback, timeoutMs: SERVER_CALL_TIMEOUT_MS },
      { logger: services.logger, development: config.mode === 'development' },
    ),
  );
  state.dataMs += performance.now() - started;
  state.dataCalls += 1;
  if (result.status === 'fallback') state.degraded = true;
  return result;
}
