import { match } from '@mc/sites/match';
import { resolveSite } from '@mc/sites/resolve-site';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { AppConfig } from '../app/lib/app-config.ts';
import { appConfigContext } from '../app/lib/app-context.ts';
import { PAGE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { compressResponse } from './compress-response.ts';
import { applySecurityHeaders } from './security-headers.ts';

export interface PipelineOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  config: AppConfig;
}

/** React Router's own requests: data (`…/_.data`, `….data`) and lazy route discovery. */
function isFrameworkRequest(pathname: string): boolean {
  return pathname.endsWith('.data') || pathname.startsWith('/__manifest');
}

/**
 * The web server's request path: host → site, canonical trailing slash, then React Router
 * (culture → route → module happen in the loaders via match()), then headers and compression.
 */
export function createPipeline({ build, config }: PipelineOptions): (request: Request) => Promise<Response> {
  const handle = createRequestHandler(build, config.mode);
  return async (request) => {
    const response = await route(request);
    applySecurityHeaders(response.headers);
    return compressResponse(request, response);
  };

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
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
    return handle(request, context);
  }
}
