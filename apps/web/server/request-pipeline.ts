import { match } from '@mc/sites/match';
import { resolveSite } from '@mc/sites/resolve-site';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { AppConfig } from '../app/lib/app-config.ts';
import { appConfigContext, appServicesContext, newRequestState, requestStateContext, type AppServices, type RequestState } from '../app/lib/app-context.ts';
import { PAGE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { compressResponse } from './compress-response.ts';
import { handleRevalidate, REVALIDATE_PATH } from './revalidate.ts';
import { handleCspReport } from './csp-report.ts';
import { applySecurityHeaders, CSP_REPORT_PATH, cspSources } from './security-headers.ts';
import { finishCaching } from './finish-caching.ts';
import { finishDocument } from './html/finish-document.ts';

export interface PipelineOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  config: AppConfig;
  services: AppServices;
}

/** React Router's own requests: data (`…/_.data`, `….data`) and lazy route discovery. */
function isFrameworkRequest(pathname: string): boolean {
  return pathname.endsWith('.data') || pathname.startsWith('/__manifest');
}

/**
 * The web server's request path: host → site, canonical trailing slash, then React Router
 * (culture → route → module happen in the loaders via match()), then caching, security
 * headers and compression.
 */
export function createPipeline({ build, config, services }: PipelineOptions): (request: Request) => Promise<Response> {
  const handle = createRequestHandler(build, config.mode);
  // In development Vite injects its own scripts; the policy is on everywhere else unless switched off (bench baseline).
  const csp = config.mode === 'production' && config.securityHeaders ? cspSources(config) : null;
  return async (request) => {
    const started = performance.now();
    const state: RequestState = newRequestState(started);
    const response = await route(request, state);
    const document = await finishDocument(response, csp);
    finishCaching(document, state, performance.now() - started);
    if (config.securityHeaders) applySecurityHeaders(document.headers);
    return compressResponse(request, document);
  };

  async function route(request: Request, state: RequestState): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === REVALIDATE_PATH) return handleRevalidate(request, config, services);
    if (url.pathname === CSP_REPORT_PATH) return handleCspReport(request, services.logger);
    if ((request.method === 'GET' || request.method === 'HEAD') && !url.pathname.endsWith('/') && !isFrameworkRequest(url.pathname)) {
      const site = resolveSite(config.sites, request.headers.get('host'));
      const result = match(site, url.pathname);
      if (result.kind === 'redirect') {
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
    return handle(request, context);
  }
}
