import { match } from '@mc/sites/match';
import { resolveSite } from '@mc/sites/resolve-site';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { AppConfig } from '../app/lib/app-config.ts';
import {
  appConfigContext,
  appServicesContext,
  clientEntryContext,
  newRequestState,
  requestStateContext,
  type AppServices,
  type RequestState,
} from '../app/lib/app-context.ts';
import { NOT_FOUND_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { clientEntryOf } from '../app/lib/islands/island-scripts.tsx';
import { compressResponse } from './compress-response.ts';
import { resolveClient, type Client } from './client-address.ts';
import { createCspReportHandler } from './csp-report.ts';
import { createRevalidateHandler, REVALIDATE_PATH } from './revalidate.ts';
import { applySecurityHeaders, CSP_REPORT_PATH, cspSources, siteCspSources } from './security-headers.ts';
import { finishCaching } from './finish-caching.ts';
import { finishDocument } from './html/finish-document.ts';
import { routeSubsets } from './route-subsets.ts';
import { createTrackingFrameHandler, TRACKING_FRAME_PATH } from './tracking-frame.ts';
import { REQUEST_ID_HEADER } from '@mc/operations/request-id';
import type { Pipeline, RequestRecord } from './web-server.ts';

export interface PipelineOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  config: AppConfig;
  services: AppServices;
}

/**
 * What React Router answers for a client router in the browser: route data (`…/_.data`,
 * `….data`) and lazy route discovery (`/__manifest`). Pages are never hydrated, so nothing of
 * ours asks for them: they are unknown paths, not a second way into the loaders.
 */
function isFrameworkRequest(pathname: string): boolean {
  return pathname.endsWith('.data') || pathname.startsWith('/__manifest');
}

function notFound(): Response {
  return new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_FOUND_CACHE_CONTROL } });
}

/**
 * The web server's request path: host → site, canonical trailing slash, then React Router
 * (culture → route → module happen in the loaders via match()), then caching, security
 * headers and compression.
 */
export function createPipeline({ build, config, services }: PipelineOptions): Pipeline {
  // A built app's handlers each hold only the routes that can match the request's path (route-subsets.ts).
  const handlers = typeof build === 'function' ? null : routeSubsets(build, (subset) => createRequestHandler(subset, config.mode));
  const handle = handlers ? null : createRequestHandler(build, config.mode);
  // In development the build is Vite's, loaded afresh for each request.
  const serverBuild = typeof build === 'function' ? build : () => Promise.resolve(build);
  // In development Vite injects its own scripts; the policy is on everywhere else unless switched off (bench baseline).
  const shared = config.mode === 'production' && config.securityHeaders ? cspSources(config) : null;
  // Each site's policy lists its own tags' origins: computed once per site, picked by the request's host.
  const cspBySite = new Map(config.sites.map((site) => [site, shared && siteCspSources(shared, site)]));
  const revalidate = createRevalidateHandler(config, services);
  const cspReport = createCspReportHandler(services.logger);
  const trackingFrame = createTrackingFrameHandler(config.services.tracking);
  return async (request, peer, record) => {
    const started = performance.now();
    const client = resolveClient(request, peer, config.trustedProxies);
    const state: RequestState = { ...newRequestState(started, request.headers.get(REQUEST_ID_HEADER) ?? ''), secure: client.secure };
    // HEAD is GET without the body (RFC 9110 section 9.3.2): rendered as GET, so its headers (CSP, length, caching) are GET's.
    const head = request.method === 'HEAD';
    const routed = head ? new Request(request, { method: 'GET' }) : request;
    const response = await route(routed, state, client, record);
    const document = await finishDocument(response, cspBySite.get(resolveSite(config.sites, request.headers.get('host'))) ?? null);
    const timing = finishCaching(document, state, performance.now() - started);
    if (record && record.kind === 'resource') {
      // A content type's loader named the page (lib/page-info.server.ts); anything else React Router answered is a resource or a 404.
      if (state.routeKind) {
        record.kind = state.routeKind;
        record.renderMs = timing.renderMs;
      } else if (document.status === 404) record.kind = 'not-found';
    }
    if (config.securityHeaders) applySecurityHeaders(document.headers);
    const compressed = compressResponse(routed, document);
    if (!head) return compressed;
    await compressed.body?.cancel();
    return new Response(null, { status: compressed.status, statusText: compressed.statusText, headers: compressed.headers });
  };

  async function route(request: Request, state: RequestState, client: Client, record: RequestRecord | undefined): Promise<Response> {
    const url = new URL(request.url);
    const mark = (kind: string) => {
      if (record) record.kind = kind;
    };
    if (url.pathname === REVALIDATE_PATH) return (mark('internal'), revalidate(request, client));
    if (url.pathname === CSP_REPORT_PATH) return (mark('internal'), cspReport(request, client));
    if (url.pathname === TRACKING_FRAME_PATH) return (mark('internal'), trackingFrame(request));
    if (isFrameworkRequest(url.pathname)) return (mark('not-found'), notFound());
    if ((request.method === 'GET' || request.method === 'HEAD') && !url.pathname.endsWith('/')) {
      const site = resolveSite(config.sites, request.headers.get('host'));
      const result = match(site, url.pathname);
      if (result.kind === 'redirect') {
        mark('redirect');
        return new Response(null, {
          status: 308,
          headers: { Location: result.location + url.search, 'Cache-Control': PAGE_CACHE_CONTROL },
        });
      }
    }
    const context = new RouterContextProvider();
    context.set(appConfigContext, config);
    context.set(appServicesContext, services);
    context.set(requestStateContext, state);
    context.set(clientEntryContext, clientEntryOf((await serverBuild()).assets));
    return handlers ? handlers.forPath(url.pathname)(request, context) : handle!(request, context);
  }
}
