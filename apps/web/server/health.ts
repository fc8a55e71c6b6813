import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEALTH_PATH, READY_PATH } from '@mc/operations/endpoints';
import { NO_STORE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';

// The probe paths and the metrics port as the deploy recipes name them (Kubernetes probes, Varnish, Prometheus).
export { DEFAULT_METRICS_PORT, HEALTH_PATH, READY_PATH } from '@mc/operations/endpoints';

/** One readiness check of a back end waits at most this long. */
export const READY_CHECK_TIMEOUT_MS = 1_000;
/** A readiness answer is reused this long: probes from many places never become a load on the back ends. */
export const READY_CACHE_MS = 1_000;

/** What readiness looks at (server/production.ts wires them). */
export interface ReadinessSources {
  /** The sites' API base URLs, each once. */
  apiHosts: readonly string[];
  /** Whether the data cache holds data recent enough to render from (app/lib/data-cache). */
  dataCacheWarm(): boolean;
  /** Resolves when the shared Redis answers; null when none is configured. */
  redisPing: (() => Promise<unknown>) | null;
  fetch?: typeof fetch;
}

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  /** Every site API answered (any status below 500) within READY_CHECK_TIMEOUT_MS. */
  siteApi: 'up' | 'down';
  dataCache: 'warm' | 'cold';
  redis: 'up' | 'down' | 'none';
}

export interface Readiness {
  report(): Promise<ReadinessReport>;
  /** From now on the instance is leaving: readiness answers 503 at once, whatever the checks say. */
  drain(): void;
  readonly draining: boolean;
}

/**
 * The instance can render a page now: the site API answers, or the data cache is warm enough to
 * render from while it does not (a running instance stays in rotation through a back-end
 * outage and serves what it holds; a cold one has nothing but fallbacks); and the shared Redis
 * answers when one is configured. Draining wins over everything.
 */
export function createReadiness(sources: ReadinessSources): Readiness {
  const doFetch = sources.fetch ?? fetch;
  let draining = false;
  let last: { at: number; report: Promise<ReadinessReport> } | null = null;

  const reachable = async (url: string) => {
    try {
      const response = await doFetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(READY_CHECK_TIMEOUT_MS) });
      await response.body?.cancel().catch(() => {});
      return response.status < 500;
    } catch {
      return false;
    }
  };

  const check = async (): Promise<ReadinessReport> => {
    const [api, redis] = await Promise.all([
      Promise.all(sources.apiHosts.map(reachable)).then((answers) => answers.every(Boolean)),
      sources.redisPing
        ? sources.redisPing().then(
            () => 'up' as const,
            () => 'down' as const,
          )
        : ('none' as const),
    ]);
    const warm = sources.dataCacheWarm();
    return {
      ready: !draining && (api || warm) && redis !== 'down',
      draining,
      siteApi: api ? 'up' : 'down',
      dataCache: warm ? 'warm' : 'cold',
      redis,
    };
  };

  return {
    report() {
      const now = performance.now();
      if (!last || now - last.at >= READY_CACHE_MS) last = { at: now, report: check() };
      return draining ? last.report.then((report) => ({ ...report, ready: false, draining: true })) : last.report;
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

/**
 * Answers `GET|HEAD /healthz` and `/readyz` (with any query, for any Host) before anything else
 * looks at the request; returns false for every other request. JSON bodies say which check
 * failed; nothing is cached and nothing is logged per probe.
 */
export function answerProbe(req: IncomingMessage, res: ServerResponse, readiness: Readiness): boolean {
  const path = (req.url ?? '/').split('?', 1)[0];
  if (path !== HEALTH_PATH && path !== READY_PATH) return false;
  const send = (status: number, body: object) => {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Cache-Control': NO_STORE_CACHE_CONTROL,
      ...(readiness.draining ? { Connection: 'close' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    send(405, { status: 'method not allowed' });
  } else if (path === HEALTH_PATH) {
    send(200, { status: 'ok' });
  } else {
    void readiness.report().then(
      (report) => send(report.ready ? 200 : 503, { status: report.ready ? 'ready' : 'not ready', ...report }),
      (error: unknown) => send(503, { status: 'not ready', error: String(error) }),
    );
  }
  return true;
}
