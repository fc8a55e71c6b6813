import type { IncomingMessage, ServerResponse } from 'node:http';
import { NO_STORE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { NEWSLETTER_ACTION } from '../app/features/blog/newsletter-validation.ts';
import { PREVIEW_SESSION_PATH } from '../app/lib/preview/preview-session.server.ts';
import { REVALIDATE_PATH } from './revalidate.ts';
import { CSP_REPORT_PATH } from './security-headers.ts';

/**
 * The most each endpoint that takes a body reads, in bytes. Pages take none: a body sent to
 * any other path is refused past a kilobyte. Counted on the bytes received, so a chunked body
 * or a false Content-Length is held to the same limit as an honest one.
 */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  [CSP_REPORT_PATH]: 16 * 1024,
  [NEWSLETTER_ACTION]: 8 * 1024,
  [REVALIDATE_PATH]: 8 * 1024,
  [PREVIEW_SESSION_PATH]: 2 * 1024,
};
const OTHER_PATHS_LIMIT = 1024;
/** How long a refused client may keep sending before its connection is cut. */
const REFUSED_GRACE_MS = 1000;

export function bodyLimitFor(pathname: string): number {
  return BODY_LIMITS[pathname] ?? OTHER_PATHS_LIMIT;
}

/**
 * The request body, read up to `limit` bytes; null as soon as it is known to be larger (a
 * declared length over the limit is refused before a byte is read). Rejects when the client
 * goes away mid-body.
 */
export function readBoundedBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        done();
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      done();
      reject(new Error('client closed the connection before its body ended'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * 413, then the connection is closed: the rest of the body is never read, and a client that
 * goes on sending cannot hold the connection (it is cut after a short grace, so the answer
 * still reaches a well-behaved client).
 */
export function refuseBody(req: IncomingMessage, res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  if (!res.headersSent) {
    res.writeHead(413, { ...headers, Connection: 'close', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE_CACHE_CONTROL });
  }
  res.end('Payload too large.');
  const socket = req.socket;
  res.once('finish', () => {
    socket.end();
    setTimeout(() => socket.destroy(), REFUSED_GRACE_MS).unref();
  });
}
