import { renderToString } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { appConfigContext, appServicesContext, clientEntryContext } from './lib/app-context.ts';
import { FragmentCache, FragmentCacheProvider } from './lib/fragment-cache.tsx';
import { CLIENT_ROOT_MESSAGES, ISLANDS } from './island-registry.ts';
import { IslandServerContext, type IslandServer } from './lib/islands/island-document.tsx';
import { loadIslands } from './lib/islands/island.tsx';
import { cacheControlForStatus } from './lib/cache-policy.ts';
import { documentResponse } from './lib/rendered-document.ts';
import { logServerError } from './lib/server-log.server.ts';

/** React Router's limit for the loader data's stream, which only development still makes (scripts/react-router-server-build.ts). */
export const streamTimeout = 5_000;
const DOCTYPE = '<!DOCTYPE html>';
const DOCUMENT_END = '</body></html>';
const EMPTY_BOUNDARY = '<!--$--><!--/$-->';

/** Islands render synchronously inside the page: their components are loaded once, up front. */
const islandsLoaded = loadIslands(ISLANDS);
/** The frame's parts kept as HTML between requests (lib/fragment-cache.tsx). */
const fragments = new FragmentCache();

/**
 * Pages are rendered completely before the first byte: a page is a cacheable document, the same
 * for every visitor and crawler, not a stream of suspense fallbacks. Nothing in a page suspends
 * (its data comes from the loaders, islands are loaded up front), so it is rendered to a string
 * in one pass: the stream's chunks were encoded, piped and read back for the security headers'
 * step, which needs the whole document anyway (issue 19).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (!responseHeaders.has('Cache-Control') || responseStatusCode >= 500) responseHeaders.set('Cache-Control', cacheControlForStatus(responseStatusCode));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const islandServer: IslandServer = {
    islands: await islandsLoaded,
    clientRootMessages: CLIENT_ROOT_MESSAGES,
    clientEntry: loadContext.get(clientEntryContext),
  };
  // Without the loader data's stream, which only <Scripts> reads (pages render none): ServerRouter
  // would give it a reader and a TextDecoder, about 3 % of a request.
  const context: EntryContext = { ...routerContext, serverHandoffStream: undefined };
  // Development renders every fragment: components change under a running server there.
  const fragmentRender = loadContext.get(appConfigContext).mode === 'production' ? fragments.begin() : null;
  const rendered = renderToString(
    <FragmentCacheProvider render={fragmentRender}>
      <IslandServerContext.Provider value={islandServer}>
        <ServerRouter context={context} url={request.url} />
      </IslandServerContext.Provider>
    </FragmentCacheProvider>,
  );
  const html = fragmentRender ? fragmentRender.finish(rendered) : rendered;
  return documentResponse(DOCTYPE + withHandoffBoundary(html), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * With the stream, ServerRouter ends the document with its (empty) Suspense boundary, which
 * React writes before the closing tags of a document: the same bytes as before.
 */
function withHandoffBoundary(html: string): string {
  return html.endsWith(DOCUMENT_END) ? `${html.slice(0, -DOCUMENT_END.length)}${EMPTY_BOUNDARY}${DOCUMENT_END}` : `${html}${EMPTY_BOUNDARY}`;
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logServerError(context.get(appServicesContext).logger, 'request error', error, request);
};
