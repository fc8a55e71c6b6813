import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { appServicesContext } from './lib/app-context.ts';
import { loadIslandComponents } from './lib/islands/island.tsx';
import { cacheControlForStatus } from './lib/cache-policy.ts';
import { logServerError } from './lib/server-log.server.ts';

/** Server rendering never waits longer than this on anything (data has its own, shorter timeouts). */
export const streamTimeout = 5_000;

/** Islands render synchronously inside the page: their components are loaded once, up front. */
const islandsLoaded = loadIslandComponents();

/**
 * Pages are rendered completely before the first byte (onAllReady): a page is a cacheable
 * document, the same for every visitor and crawler, not a stream of suspense fallbacks.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', cacheControlForStatus(responseStatusCode));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  await islandsLoaded;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        if (status >= 500) responseHeaders.set('Cache-Control', cacheControlForStatus(status));
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        logServerError(loadContext.get(appServicesContext).logger, 'render error', error, request);
      },
    });
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', cacheControlForStatus(response.status));
  return response;
};

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logServerError(context.get(appServicesContext).logger, 'request error', error, request);
};
