import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { IMMUTABLE_CACHE_CONTROL, STATIC_FILE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { loadConfig } from './load-config.ts';
import { createPipeline } from './request-pipeline.ts';
import { BASE_SECURITY_HEADERS } from './security-headers.ts';
import { createServices } from './services.ts';
import { createStaticFiles } from './static-files.ts';
import { createWebHandler, createWebServer } from './web-server.ts';

const config = loadConfig();
const services = createServices(config);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

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
});
const server = createWebServer(handler);
server.listen(port, host, () => {
  const sites = config.sites.map((site) => `${site.localCode}=${site.host}`).join(' ');
  // Info (docs/logging.md): an instance came up, with its version, as the logger service should know.
  services.logger.info(`web listening on http://${host}:${port}`, { version: config.version, sites });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
