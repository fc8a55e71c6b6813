import { REQUEST_ID_HEADER } from '@mc/operations/endpoints';
import { buildQuery, type QueryValue } from '@mc/sites/query-string';
import type { Logger } from '../logger/log-levels.ts';

/** Why a call fell back: the spec's error policy (spec/shell.md section 8) made explicit. */
export type FallbackReason = 'not-found' | 'status' | 'network' | 'timeout' | 'aborted' | 'content-type' | 'invalid';

/** A call's result: its validated data, or the caller's fallback (of type F, T unless said otherwise) and why. */
export type Outcome<T, F = T> = { ok: true; data: T } | { ok: false; data: F; reason: FallbackReason };

/** What validates a body: a zod schema, or a small hand-written check where zod would weigh on the browser. */
export interface Validator<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface RequestSpec<T, F = T> {
  /** Base URL (an API host); `path` is resolved against it. */
  baseUrl: string;
  path: string;
  /** Empty values are left out; arrays add one entry per non-empty item. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Validates the body at the boundary; malformed data becomes the fallback. */
  schema: Validator<T>;
  fallback: F;
  /** 'json' (default) reads JSON bodies; 'html' reads text/html bodies as text. */
  accept?: 'json' | 'html';
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  timeoutMs?: number;
  /** The caller's signal: an aborted GET is ignored (no log), not an error. */
  signal?: AbortSignal;
}

/** One finished back-end call, for the metrics (server/metrics.ts): which service, how it ended, how long it took. */
export interface BackendCall {
  service: string;
  outcome: 'ok' | FallbackReason;
  ms: number;
}

export interface RequestDeps {
  logger: Logger;
  /** In development a 404 is worth a warning; in production it is quiet. */
  development: boolean;
  fetch?: typeof fetch;
  /** The page request's id (server side): sent as `x-request-id`, so the back end logs it too, and added to every log entry here. */
  requestId?: string;
  /** Which back end this is (`site-api`…), for `onCall`. */
  service?: string;
  /** Told of every call once it has ended (the metrics' back-end latency and errors). */
  onCall?: (call: BackendCall) => void;
}

export const DEFAULT_TIMEOUT_MS = 3000;

export function requestUrl(spec: Pick<RequestSpec<unknown>, 'baseUrl' | 'path' | 'query'>): string {
  const url = new URL(spec.path.replace(/^\/+/, ''), spec.baseUrl.endsWith('/') ? spec.baseUrl : `${spec.baseUrl}/`);
  const query = spec.query ? buildQuery(spec.query) : '';
  if (query) url.search = query;
  return url.toString();
}

/**
 * One back-end call under the spec's rules: a timeout on every call, 404 → fallback quietly,
 * other statuses and network errors → logged error + fallback, aborted GETs ignored, bodies
 * read only for the expected content type and validated. Never throws.
 */
export async function requestData<T, F = T>(spec: RequestSpec<T, F>, deps: RequestDeps): Promise<Outcome<T, F>> {
  if (!deps.onCall) return call(spec, deps);
  const started = performance.now();
  const outcome = await call(spec, deps);
  deps.onCall({ service: deps.service ?? 'other', outcome: outcome.ok ? 'ok' : outcome.reason, ms: performance.now() - started });
  return outcome;
}

async function call<T, F>(spec: RequestSpec<T, F>, { requestId, ...deps }: RequestDeps): Promise<Outcome<T, F>> {
  const method = spec.method ?? 'GET';
  const url = requestUrl(spec);
  const timeout = AbortSignal.timeout(spec.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout;
  const fail = (reason: FallbackReason): Outcome<T, F> => ({ ok: false, data: spec.fallback, reason });
  const accept = spec.accept ?? 'json';
  // Every entry about this call names the page request it was made for.
  const logger: Logger = requestId ? withFields(deps.logger, { requestId }) : deps.logger;
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(url, {
      method,
      signal,
      headers: {
        Accept: accept === 'html' ? 'text/html' : 'application/json',
        ...(spec.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        ...spec.headers,
      },
      ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
    });
  } catch (error) {
    if (spec.signal?.aborted && method === 'GET') return fail('aborted');
    if (timeout.aborted) {
      logger.error('back-end call timed out', { url, method, timeoutMs: spec.timeoutMs ?? DEFAULT_TIMEOUT_MS });
      return fail('timeout');
    }
    logger.error('back-end call failed', { url, method, error: String(error) });
    return fail('network');
  }

  if (response.status === 404) {
    await discard(response);
    if (deps.development) logger.warn('back-end answered 404', { url });
    return fail('not-found');
  }
  if (!response.ok) {
    await discard(response);
    logger.error('back-end answered an error status', { url, method, status: response.status });
    return fail('status');
  }

  const contentType = response.headers.get('content-type') ?? '';
  const expected = accept === 'html' ? /^text\/html/i : /^application\/([\w.+-]+\+)?json/i;
  if (!expected.test(contentType)) {
    await discard(response);
    logger.warn('back-end answered an unexpected content type', { url, contentType });
    return fail('content-type');
  }

  let body: unknown;
  try {
    body = accept === 'html' ? await response.text() : await response.json();
  } catch (error) {
    if (spec.signal?.aborted && method === 'GET') return fail('aborted');
    if (timeout.aborted) {
      logger.error('back-end call timed out while reading the body', { url });
      return fail('timeout');
    }
    logger.warn('back-end sent a malformed body', { url, error: String(error) });
    return fail('invalid');
  }
  const parsed = spec.schema.safeParse(body);
  if (!parsed.success) {
    logger.warn('back-end response failed validation', {
      url,
      issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.map(String).join('.')}: ${i.message}`),
    });
    return fail('invalid');
  }
  return { ok: true, data: parsed.data };
}

/** A logger that adds `fields` to every entry's data. */
function withFields(logger: Logger, fields: Record<string, unknown>): Logger {
  const add = (log: Logger['error']) => (message: string, data?: Record<string, unknown>) => log(message, { ...data, ...fields });
  return { debug: add(logger.debug), info: add(logger.info), warn: add(logger.warn), error: add(logger.error) };
}

async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // nothing to release
  }
}

/** Why requestDataOrThrow gave no data (the policy's reason; it was already logged where the policy logs). */
export class RequestFailedError extends Error {
  override name = 'RequestFailedError';
  constructor(
    readonly reason: FallbackReason,
    readonly url: string,
  ) {
    super(`${url}: ${reason}`);
  }
}

/**
 * requestData for callers with no fallback value of their own (a retrying query shows its own
 * fallback meanwhile): the data, or a RequestFailedError with the reason.
 */
export async function requestDataOrThrow<T>(spec: Omit<RequestSpec<T, undefined>, 'fallback'>, deps: RequestDeps): Promise<T> {
  const outcome = await requestData<T, undefined>({ ...spec, fallback: undefined }, deps);
  if (!outcome.ok) throw new RequestFailedError(outcome.reason, requestUrl(spec));
  return outcome.data;
}
