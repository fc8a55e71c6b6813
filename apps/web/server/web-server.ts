import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHeaders, createRequest, sendResponse } from '@remix-run/node-fetch-server';
import { acceptRequestId, REQUEST_ID_HEADER } from '@mc/operations/request-id';
import { NO_STORE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { renderedBytes } from '../app/lib/rendered-document.ts';
import { bodyLimitFor, readBoundedBody, refuseBody } from './body-limit.ts';
import { guardRequestTarget } from './request-target.ts';
import { BASE_SECURITY_HEADERS } from './security-headers.ts';

/**
 * What the server knows of one request once it is answered, for the request log and the
 * metrics (server/request-log.ts, server/metrics.ts): the pipeline fills in what it learns.
 */
export interface RequestRecord {
  /** The incoming `x-request-id` when well-formed, else a new one; the request carries it to the app and the back ends. */
  requestId: string;
  /** performance.now() when the request arrived. */
  startedAt: number;
  /**
   * What answered: a content type (`home`, `game`, …), `static` (a file of the client build),
   * `internal` (revalidation, CSP reports, the tracking frame), `resource` (robots.txt,
   * sitemaps…), `redirect`, `not-found` or `invalid` (refused before the app).
   */
  kind: string;
  /** Render time of a page (its time less the back-end calls'), in milliseconds; null for anything else. */
  renderMs: number | null;
}

/** The app's request path (server/request-pipeline.ts): a request, the address of the peer that sent it, and its record. */
export type Pipeline = (request: Request, peer: string | undefined, record?: RequestRecord) => Promise<Response>;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** What an operator gets from the front door (server/production.ts): probes, drain, request log and metrics. */
export interface OperatorHooks {
  /** Answers `/healthz` and `/readyz` itself (server/health.ts); false for any other request. */
  probe(req: IncomingMessage, res: ServerResponse): boolean;
  /** While draining, every response says `Connection: close`, so keep-alive clients (the front) move on. */
  draining(): boolean;
  /** Called once per request (probes aside) when its response has finished or its client has gone. */
  finished(req: IncomingMessage, res: ServerResponse, record: RequestRecord): void;
}

export interface WebHandlerOptions {
  pipeline: Pipeline;
  securityHeaders: boolean;
  /** Files served before the app: the client build in production, Vite in development. */
  files?: Middleware;
  log(message: string, data: Record<string, unknown>): void;
  operator?: OperatorHooks;
}

/**
 * Limits for slow or greedy clients when nothing stands in front of the server: a request's
 * head must arrive within 10 s and the whole request within 30 s (checked every second), and
 * connections beyond the cap are refused at accept.
 */
export const SERVER_LIMITS = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 65_000, checkIntervalMs: 1_000, maxConnections: 4_096 };

/**
 * The Node front door shared by the production and development servers: the request line
 * and Host checked, files, then the app. A request body is read here, up to its endpoint's
 * limit (server/body-limit.ts), before the app sees it: React Router's adapter would
 * otherwise buffer whatever a client sends.
 */
export function createWebHandler({ pipeline, securityHeaders, files, log, operator }: WebHandlerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const extraHeaders = securityHeaders ? BASE_SECURITY_HEADERS : {};
  const failed = (error: unknown, record: RequestRecord) => {
    log('unhandled request error', { error: error instanceof Error ? (error.stack ?? error.message) : String(error), requestId: record.requestId });
    return new Response('Something went wrong.', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE_CACHE_CONTROL },
    });
  };

  async function pages(req: IncomingMessage, res: ServerResponse, record: RequestRecord): Promise<void> {
    const request = createRequest(req, res);
    let response: Response;
    try {
      response = await pipeline(request, req.socket.remoteAddress, record);
    } catch (error) {
      if (request.signal.aborted) return;
      response = failed(error, record);
    }
    if (request.signal.aborted || res.destroyed) return;
    await send(res, response).catch(() => res.destroy());
  }

  async function withBody(req: IncomingMessage, res: ServerResponse, record: RequestRecord): Promise<void> {
    const body = await readBoundedBody(req, bodyLimitFor((req.url ?? '/').split('?')[0]!)).catch(() => undefined);
    if (body === undefined) return; // the client left mid-body: nobody to answer
    if (body === null) return refuseBody(req, res, extraHeaders);
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const protocol = 'encrypted' in req.socket && req.socket.encrypted ? 'https:' : 'http:';
    const request = new Request(`${protocol}//${req.headers.host ?? 'localhost'}${req.url}`, {
      method: req.method,
      headers: createHeaders(req),
      body: new Uint8Array(body),
      signal: controller.signal,
    });
    let response: Response;
    try {
      response = await pipeline(request, req.socket.remoteAddress, record);
    } catch (error) {
      response = failed(error, record);
    }
    if (controller.signal.aborted || res.destroyed) return;
    await send(res, response).catch(() => res.destroy());
  }

  return (req, res) => {
    if (operator?.probe(req, res)) return;
    // The request carries its id from here on: the app reads it from the Request, the back-end calls send it on.
    const record: RequestRecord = { requestId: acceptRequestId(req.headers[REQUEST_ID_HEADER]), startedAt: performance.now(), kind: 'static', renderMs: null };
    req.headers[REQUEST_ID_HEADER] = record.requestId;
    if (operator) {
      if (operator.draining()) res.setHeader('Connection', 'close');
      res.once('close', () => operator.finished(req, res, record));
    }
    if (!guardRequestTarget(req, res, securityHeaders)) {
      record.kind = 'invalid';
      return;
    }
    const app = () => {
      record.kind = 'resource';
      void (req.method === 'GET' || req.method === 'HEAD' ? pages(req, res, record) : withBody(req, res, record));
    };
    if (files) files(req, res, app);
    else app();
  };
}

/**
 * Writes the app's Response to the node response. A rendered document (app/lib/rendered-document.ts)
 * is written from its bytes in one call: piping it through the Response's web stream, chunk by
 * chunk, was a tenth of a small page's CPU (issue 19). Anything else is streamed.
 */
export async function send(res: ServerResponse, response: Response): Promise<void> {
  const bytes = renderedBytes(response);
  if (bytes === null || res.req.method === 'HEAD') return sendResponse(res, response);
  const headers: Record<string, string | string[]> = {};
  // Iterated, not collected with Object.fromEntries: several Set-Cookie headers stay several.
  for (const [name, value] of response.headers) {
    const seen = headers[name];
    headers[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  // A Response made without a status text gets the standard one, not an empty reason phrase.
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(bytes);
}

/** A Node HTTP server with the limits above. */
export function createWebServer(handler: (req: IncomingMessage, res: ServerResponse) => void, limits = SERVER_LIMITS): Server {
  const server = createServer(
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    handler,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  return server;
}
