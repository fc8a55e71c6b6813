import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { appServicesContext, clientEntryContext } from './lib/app-context.ts';
import { CLIENT_ROOT_MESSAGES, ISLANDS } from './island-registry.ts';
import { IslandServerContext, type IslandServer } from './lib/islands/island-document.tsx';
import { loadIslands } from './lib/islands/island.tsx';
import { cacheControlForStatus } from './lib/cache-policy.ts';
import { logServerError } from './lib/server-log.server.ts';

/** Server rendering never waits longer than this on anything (data has its own, shorter timeouts). */
export const streamTimeout = 5_000;

/** Islands render synchronously inside the page: their components are loaded once, up front. */
const islandsLoaded = loadIslands(ISLANDS);

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
  const islandServer: IslandServer = {
    islands: await islandsLoaded,
    clientRootMessages: CLIENT_ROOT_MESSAGES,
    clientEntry: loadContext.get(clientEntryContext),
  };
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const page = (
      <IslandServerContext.Provider value={islandServer}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandServerContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
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

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logServerError(context.get(appServicesContext).logger, 'request error', error, request);
};
