import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createRequestListener } from '@remix-run/node-fetch-server';
import sirv from 'sirv';
import * as build from 'virtual:react-router/server-build';
import { IMMUTABLE_CACHE_CONTROL, STATIC_FILE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { loadConfig } from './load-config.ts';
import { createPipeline } from './request-pipeline.ts';
import { guardRequestTarget } from './request-target.ts';
import { BASE_SECURITY_HEADERS } from './security-headers.ts';
import { createServices } from './services.ts';

const config = loadConfig();
const services = createServices(config);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const assets = sirv(fileURLToPath(new URL('../client', import.meta.url)), {
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    // The service worker must always be revalidated, or a site could never ship a new one.
    const cacheControl = pathname === '/service-worker.js' ? 'no-cache' : pathname.startsWith('/assets/') ? IMMUTABLE_CACHE_CONTROL : STATIC_FILE_CACHE_CONTROL;
    res.setHeader('Cache-Control', cacheControl);
    if (config.securityHeaders) for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  },
});
const pages = createRequestListener(createPipeline({ build, config, services }), {
  onError(error) {
    console.error(JSON.stringify({ level: 'error', msg: 'unhandled request error', error: String(error) }));
    return new Response('Something went wrong.', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  },
});

const server = createServer((req, res) => {
  if (!guardRequestTarget(req, res, config.securityHeaders)) return;
  assets(req, res, () => pages(req, res));
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  const sites = config.sites.map((site) => `${site.localCode}=${site.host}`).join(' ');
  console.log(JSON.stringify({ level: 'info', msg: `web listening on http://${host}:${port}`, sites }));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
