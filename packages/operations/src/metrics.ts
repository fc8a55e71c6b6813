import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { DEFAULT_METRICS_HOST, METRICS_PATH } from './endpoints.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Where a metrics listener binds; null when the operator turned it off (port 0). */
export interface MetricsListen {
  port: number;
  host: string;
}

/**
 * Reads `<portVariable>` (default `defaultPort`; 0 turns the listener off, which test stacks
 * that start several processes on one machine do) and `<hostVariable>` (default loopback).
 * Throws, naming the variable, on anything else than a port number.
 */
export function metricsListen(env: Env, portVariable: string, hostVariable: string, defaultPort: number): MetricsListen | null {
  const raw = env[portVariable]?.trim();
  const port = raw ? Number(raw) : defaultPort;
  if (!/^\d{1,5}$/.test(raw ?? String(defaultPort)) || port > 65_535)
    throw new Error(`${portVariable} must be a port number (0 turns metrics off), got '${raw}'`);
  if (port === 0) return null;
  return { port, host: env[hostVariable]?.trim() || DEFAULT_METRICS_HOST };
}

/**
 * A registry with Node's default metrics (event-loop lag, heap, GC, CPU, handles) and
 * `mondo_build_info{version, mode}`; `mode()` is read at each scrape, so it reports what the
 * process has loaded by then (the web app: React's production or development build).
 */
export function createRegistry({ version, mode }: { version: string; mode: () => string }): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'mondo_build_info',
    help: 'Always 1: the version this process runs and its mode (production or development).',
    labelNames: ['version', 'mode'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.set({ version, mode: mode() }, 1);
    },
  });
  return registry;
}

/**
 * A listener of its own for the scraper, apart from the traffic port: `GET /metrics` in the
 * Prometheus text format, nothing else. Rejects with one line naming the variable when the
 * port is taken, so two instances on one machine fail loudly instead of one going unscraped.
 */
export function startMetricsListener(registry: Registry, listen: MetricsListen, portVariable: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found.');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) =>
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(`metrics failed: ${String(error)}`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `${portVariable} ${listen.port} on ${listen.host} is in use (another instance?): give each instance its own port, or 0 to turn metrics off`
            : `metrics listener on ${listen.host}:${listen.port}: ${error.message}`,
        ),
      );
    });
    // Unreferenced: the metrics listener alone never keeps a process alive.
    server.listen(listen.port, listen.host, () => resolve(server.unref()));
  });
}
