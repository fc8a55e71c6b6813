import { HEALTH_PATH, READY_PATH } from '@mc/operations/endpoints';
import { createRegistry } from '@mc/operations/metrics';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import packageJson from '../../package.json' with { type: 'json' };
import type { Db } from '../db/database.ts';
import { stmt } from '../db/database.ts';
import { redactUrl } from './log-redaction.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A probe route (`/healthz`, `/readyz`): neither logged nor counted. */
    probe?: boolean;
  }
}

/** The platform's version (its package's), as `mondo_build_info` reports it. */
export const PLATFORM_VERSION: string = packageJson.version;

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export interface PlatformMetrics {
  registry: Registry;
  request(route: string, method: string, status: number, seconds: number): void;
}

/** The platform's metrics (deploy/README.md, "Metrics"): requests by route pattern, method and status, Node's defaults, the build. */
export function createPlatformMetrics(mode: 'production' | 'development'): PlatformMetrics {
  const registry = createRegistry({ version: PLATFORM_VERSION, mode: () => mode });
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'mondo_platform_http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'mondo_platform_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status.',
    labelNames,
    buckets: BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    request(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

/** What the probes report; `drain()` turns readiness to 503 for good (SIGTERM). */
export interface PlatformReadiness {
  drain(): void;
  readonly draining: boolean;
}

export function createPlatformReadiness(): PlatformReadiness {
  let draining = false;
  return {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

export interface OperationsOptions {
  db: Db;
  readiness: PlatformReadiness;
  metrics?: PlatformMetrics;
  slowRequestMs: number;
}

/**
 * `/healthz` and `/readyz` (ready: the database answers and the process is not draining),
 * never cached, never logged; and per request, the metrics and the log: nothing at info (a
 * request is not an event), one line at debug, a warning for a server error or a slow request.
 * While draining every answer says `Connection: close`.
 */
export function installOperations(app: FastifyInstance, { db, readiness, metrics, slowRequestMs }: OperationsOptions): void {
  const probe = { schema: { hide: true }, config: { probe: true } };
  app.get(HEALTH_PATH, probe, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get(READY_PATH, probe, async (_request, reply) => {
    let database: 'up' | 'down' = 'up';
    try {
      stmt(db, 'SELECT 1').get();
    } catch {
      database = 'down';
    }
    const ready = !readiness.draining && database === 'up';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', ready, draining: readiness.draining, database });
  });

  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.probe) return;
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    metrics?.request(request.routeOptions.url ?? 'unmatched', request.method, status, ms / 1000);
    const line = { method: request.method, url: redactUrl(request.url), status, ms: Math.round(ms) };
    // Server errors are logged in full where they happen (errors.ts); this line adds the time.
    if (status >= 500 || ms >= slowRequestMs) request.log.warn(line, status >= 500 ? 'request failed' : 'slow request');
    else request.log.debug(line, 'request');
  });
}
