import { buildQuery, type QueryValue } from '@mc/sites/query-string';
import type { CachedResult } from '../data-cache/data-cache.server.ts';
import { requestData, type Validator } from '../http/request-data.ts';
import { siteApiDeps, type SiteApiContext } from './site-api-context.server.ts';

/** Server-side calls wait at most this long: a slow back end never holds a page longer. */
export const SERVER_CALL_TIMEOUT_MS = 2500;
/**
 * All back-end calls of one page share this budget from the request's arrival, so calls
 * made in sequence (frame, then content) cannot add their timeouts up: a stalled back end
 * costs a page about 3 s, not 2.5 s per wave.
 */
export const REQUEST_DATA_BUDGET_MS = 3000;
/** Even late in the budget a call gets this long (a warm back end answers in a few ms). */
export const MIN_CALL_TIMEOUT_MS = 300;

/** The timeout of a call starting now: the per-call limit, cut to what is left of the request's budget. */
export function callTimeoutMs(startedAt: number, now: number): number {
  return Math.round(Math.max(MIN_CALL_TIMEOUT_MS, Math.min(SERVER_CALL_TIMEOUT_MS, REQUEST_DATA_BUDGET_MS - (now - startedAt))));
}

export interface CachedGet<T> {
  /** Path relative to the site's API host. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  schema: Validator<T>;
  fallback: T;
  /** Entity tag for invalidation (games, feeds, promotions, blog, banners, payments…). */
  entity: string;
}

/** Any JSON body: the cache keeps what the back end sent; each caller validates it with its own schema. */
const ANY_JSON: Validator<unknown> = { safeParse: (input) => ({ success: true, data: input }) };
const MISSING = Symbol('missing');

/** Validated views of cached bodies, per schema: one body may serve callers with different schemas. */
const validated = new WeakMap<object, Map<Validator<unknown>, { ok: true; data: unknown } | { ok: false; issues: string[] }>>();

function validate<T>(body: unknown, schema: Validator<T>): { ok: true; data: T } | { ok: false; issues: string[] } {
  const check = () => {
    const parsed = schema.safeParse(body);
    return parsed.success
      ? { ok: true as const, data: parsed.data }
      : { ok: false as const, issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.map(String).join('.')}: ${i.message}`) };
  };
  if (typeof body !== 'object' || body === null) return check();
  let bySchema = validated.get(body);
  if (!bySchema) validated.set(body, (bySchema = new Map()));
  let result = bySchema.get(schema as Validator<unknown>);
  if (!result) bySchema.set(schema as Validator<unknown>, (result = check()));
  return result as { ok: true; data: T } | { ok: false; issues: string[] };
}

/**
 * A GET to the site API through the data cache, keyed by site, path and query, tagged by
 * site, culture and entity. Records its time, and whether the page had to fall back (back end
 * failing, or a body this caller's schema rejects).
 */
export async function cachedGet<T>(ctx: SiteApiContext, spec: CachedGet<T>): Promise<CachedResult<T>> {
  const { site, culture, services, state } = ctx;
  const key = `${site.localCode}|${spec.path}|${spec.query ? buildQuery(spec.query) : ''}`;
  const tags = [`site:${site.localCode}`, `culture:${culture.code}`, `entity:${spec.entity}`];
  const started = performance.now();
  const result = await services.dataCache.get<unknown>(key, tags, () =>
    requestData(
      { baseUrl: site.apiHost, path: spec.path, query: spec.query, schema: ANY_JSON, fallback: MISSING, timeoutMs: callTimeoutMs(state.startedAt, started) },
      siteApiDeps(ctx),
    ),
  );
  state.dataSpans.push([started, performance.now()]);
  state.dataCalls += 1;
  if (result.status !== 'fresh') {
    if (result.status === 'fallback') state.degraded = true;
    return { data: spec.fallback, status: result.status };
  }
  const checked = validate(result.data, spec.schema);
  if (checked.ok) return { data: checked.data, status: 'fresh' };
  services.logger.warn('back-end response failed validation', { path: spec.path, issues: checked.issues });
  state.degraded = true;
  return { data: spec.fallback, status: 'fallback' };
}
