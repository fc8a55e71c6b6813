import { createRequire } from 'node:module';
import { createRegistry } from '@mc/operations/metrics';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { CacheLookup } from '../app/lib/data-cache/data-cache.server.ts';
import type { BackendCall } from '../app/lib/http/request-data.ts';

/** Seconds: from a cache-hit file (a few ms) to a page that waited out its back-end budget (3 s) and more. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: one back-end call, bounded by its timeout (2.5 s on the server). */
const BACKEND_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface WebMetrics {
  registry: Registry;
  /** A finished request: its kind (server/web-server.ts RequestRecord), status (or `aborted`) and seconds. */
  request(kind: string, status: string, seconds: number): void;
  /** A page's render time (its time less its back-end calls'). */
  render(kind: string, seconds: number): void;
  cacheLookup(result: CacheLookup): void;
  backendCall(call: BackendCall): void;
}

/**
 * Which React build this process has loaded, from Node's module cache: React picks its
 * development or production build when first imported, by NODE_ENV at that moment, so this is
 * what renders pages, whatever the environment says now. `unknown` before React is loaded.
 * Only modules that ran count: an ESM import of React's CommonJS entry also puts the build it
 * did not choose in the cache, unloaded (Node reads it for export names).
 */
export function loadedReactMode(
  cache: Readonly<Record<string, { loaded?: boolean } | undefined>> = createRequire(import.meta.url).cache,
): 'production' | 'development' | 'unknown' {
  let mode: 'production' | 'development' | 'unknown' = 'unknown';
  for (const [file, module] of Object.entries(cache)) {
    if (!module?.loaded) continue;
    const build = /[\\/]react(?:-dom)?[\\/]cjs[\\/][^\\/]*\.(development|production)(?:\.min)?\.js$/.exec(file)?.[1];
    // One development module anywhere makes the process a development one.
    if (build === 'development') return 'development';
    if (build === 'production') mode = 'production';
  }
  return mode;
}

/** The web app's metrics (names and labels: deploy/README.md, "Metrics"), on a registry of their own. */
export function createWebMetrics(version: string, reactMode: () => string = loadedReactMode): WebMetrics {
  const registry = createRegistry({ version, mode: reactMode });
  const registers = [registry];
  const requests = new Counter({
    name: 'mondo_http_requests_total',
    help: 'Requests answered, by kind and status.',
    labelNames: ['kind', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'mondo_http_request_duration_seconds',
    help: 'Time from a request’s arrival to the end of its response, by kind and status.',
    labelNames: ['kind', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const render = new Histogram({
    name: 'mondo_render_duration_seconds',
    help: 'A page’s server time less its back-end calls (Server-Timing’s render), by content type.',
    labelNames: ['kind'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const lookups = new Counter({
    name: 'mondo_data_cache_lookups_total',
    help: 'Data-cache reads: hit (fresh entry), stale (served while refreshed), miss (the back end was called).',
    labelNames: ['result'] as const,
    registers,
  });
  const backend = new Histogram({
    name: 'mondo_backend_request_duration_seconds',
    help: 'Back-end calls made while serving pages, by service and outcome (ok, or why the page fell back).',
    labelNames: ['service', 'outcome'] as const,
    buckets: BACKEND_BUCKETS,
    registers,
  });
  const backendErrors = new Counter({
    name: 'mondo_backend_errors_total',
    help: 'Back-end calls that failed (network, timeout, error status, bad answer), by service and reason; 404s are answers, not errors.',
    labelNames: ['service', 'reason'] as const,
    registers,
  });
  // Zero from the start, so a rate over a fresh instance is 0, not absent.
  for (const result of ['hit', 'stale', 'miss'] as const) lookups.inc({ result }, 0);
  backendErrors.inc({ service: 'site-api', reason: 'network' }, 0);

  return {
    registry,
    request(kind, status, seconds) {
      requests.inc({ kind, status });
      duration.observe({ kind, status }, seconds);
    },
    render(kind, seconds) {
      render.observe({ kind }, seconds);
    },
    cacheLookup(result) {
      lookups.inc({ result });
    },
    backendCall({ service, outcome, ms }) {
      backend.observe({ service, outcome }, ms / 1000);
      if (outcome !== 'ok' && outcome !== 'not-found' && outcome !== 'aborted') backendErrors.inc({ service, reason: outcome });
    },
  };
}
