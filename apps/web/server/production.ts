import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { metricsListen, startMetricsListener } from '@mc/operations/metrics';
import { onStopSignal, shutdownSettings } from '@mc/operations/shutdown';
import * as build from 'virtual:react-router/server-build';
import { IMMUTABLE_CACHE_CONTROL, STATIC_FILE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { drainServer } from './drain.ts';
import { answerProbe, createReadiness, DEFAULT_METRICS_PORT } from './health.ts';
import { loadConfig } from './load-config.ts';
import { createWebMetrics } from './metrics.ts';
import { createRequestLog, slowRequestMs } from './request-log.ts';
import { createPipeline } from './request-pipeline.ts';
import { BASE_SECURITY_HEADERS } from './security-headers.ts';
import { createServices, logLevel } from './services.ts';
import { createStaticFiles } from './static-files.ts';
import { createWebHandler, createWebServer } from './web-server.ts';

/** A setting the operator has to fix: one line naming it, not a stack trace. */
function refuseToStart(error: unknown): never {
  console.error(`web: refusing to start: ${(error as Error).message}`);
  process.exit(1);
}

const config = loadConfig();
let operatorSettings;
try {
  operatorSettings = {
    shutdown: shutdownSettings(process.env),
    metricsAt: metricsListen(process.env, 'METRICS_PORT', 'METRICS_HOST', DEFAULT_METRICS_PORT),
    slowMs: slowRequestMs(process.env),
  };
} catch (error) {
  refuseToStart(error);
}
const { shutdown, metricsAt, slowMs } = operatorSettings;
const metrics = createWebMetrics(config.version);
const services = createServices(config, process.env, { onCacheLookup: metrics.cacheLookup, onBackendCall: metrics.backendCall });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const readiness = createReadiness({
  apiHosts: [...new Set(config.sites.map((site) => site.apiHost))],
  dataCacheWarm: () => services.dataCache.isWarm(),
  redisPing: services.redis ? () => services.redis!.send(['PING']) : null,
});
const requestLog = createRequestLog({ level: logLevel(config), slowMs });

const files = createStaticFiles(fileURLToPath(new URL('../client', import.meta.url)), {
  headersFor(pathname) {
    // The service worker must always be revalidated, or a site could never ship a new one.
    const cacheControl = pathname === '/service-worker.js' ? 'no-cache' : pathname.startsWith('/assets/') ? IMMUTABLE_CACHE_CONTROL : STATIC_FILE_CACHE_CONTROL;
    return { 'Cache-Control': cacheControl, ...(config.securityHeaders ? BASE_SECURITY_HEADERS : {}) };
  },
});
const handler = createWebHandler({
  pipeline: createPipeline({ build, config, services }),
  securityHeaders: config.securityHeaders,
  files,
  log: (message, data) => services.logger.error(message, data),
  operator: {
    probe: (req, res) => answerProbe(req, res, readiness),
    draining: () => readiness.draining,
    finished(req, res, record) {
      const seconds = (performance.now() - record.startedAt) / 1000;
      metrics.request(record.kind, res.writableFinished ? String(res.statusCode) : 'aborted', seconds);
      if (record.renderMs !== null) metrics.render(record.kind, record.renderMs / 1000);
      requestLog(req, res, record);
    },
  },
});
const server = createWebServer(handler);
let metricsServer: Server | null = null;
// The metrics listener first: an instance whose metrics port is taken refuses to start rather than go unscraped.
void (metricsAt ? startMetricsListener(metrics.registry, metricsAt, 'METRICS_PORT') : Promise.resolve(null)).then((listener) => {
  metricsServer = listener;
  server.listen(port, host, () => {
    const sites = config.sites.map((site) => `${site.localCode}=${site.host}`).join(' ');
    const metricsUrl = metricsAt ? `http://${metricsAt.host}:${metricsAt.port}/metrics` : 'off';
    // Info (docs/logging.md): an instance came up, with its version, as the logger service should know.
    services.logger.info(`web listening on http://${host}:${port}`, { version: config.version, sites, metrics: metricsUrl });
  });
}, refuseToStart);

// SIGTERM (a deploy, Kubernetes, the stack): readiness turns 503 at once; requests go on being
// served for the pause, so load balancers stop sending more; then the listener closes,
// requests in flight finish, keep-alive connections close, and the process exits 0.
onStopSignal((signal, pause) => {
  readiness.drain();
  services.logger.info('web draining', { signal, pauseMs: pause ? shutdown.delayMs : 0, timeoutMs: shutdown.timeoutMs });
  void (async () => {
    if (pause) await new Promise((resolve) => setTimeout(resolve, shutdown.delayMs));
    const result = await drainServer(server, shutdown.timeoutMs);
    if (result === 'cut') services.logger.warn('web drain timed out: open connections were cut', { timeoutMs: shutdown.timeoutMs });
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    await services.close().catch(() => {});
    process.exit(0);
  })();
});
