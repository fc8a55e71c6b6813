import { open, type FileHandle } from 'node:fs/promises';
import { readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { lookup as mimeType } from 'mrmime';
import { NO_STORE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { chooseEncoding } from './compress-response.ts';

interface StaticFile {
  path: string;
  size: number;
  etag: string;
  lastModified: string;
}

interface Entry {
  type: string;
  /** The file and its pre-compressed variants (written by scripts/compress-assets.mjs). */
  variants: { identity: StaticFile; br?: StaticFile; gzip?: StaticFile };
}

export interface StaticFilesOptions {
  /** Headers of a found file (Cache-Control by kind, security headers). */
  headersFor(pathname: string): Readonly<Record<string, string>>;
}

type Next = () => void;

/**
 * The client build's files (hashed assets, icons, offline pages, the service worker), listed
 * once at start as a deploy is immutable. Replaces sirv, which wrote the headers and then piped
 * a read stream with no error handler: a file removed under a running server (a deploy that
 * swaps `build/client`) emitted an unhandled `error` and took the process down. Here a file is
 * opened before anything is written, so a missing or unreadable file is a 404 of its own
 * request, and a read that fails later only ends that response.
 */
export function createStaticFiles(dir: string, options: StaticFilesOptions): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const files = indexFiles(dir);
  return (req, res, next) => {
    const entry = files.get(pathnameOf(req.url));
    if (!entry) return next();
    void serve(entry, req, res, options).catch(() => res.destroy());
  };
}

async function serve(entry: Entry, req: IncomingMessage, res: ServerResponse, options: StaticFilesOptions): Promise<void> {
  const pathname = pathnameOf(req.url);
  const headers = options.headersFor(pathname);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE_CACHE_CONTROL });
    res.end('Method not allowed.');
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'] ?? null);
  const chosen = (encoding && entry.variants[encoding]) || entry.variants.identity;
  const variants = entry.variants.br || entry.variants.gzip ? { Vary: 'Accept-Encoding' } : {};
  if (req.headers['if-none-match'] === chosen.etag) {
    res.writeHead(304, { ...headers, ...variants, ETag: chosen.etag });
    res.end();
    return;
  }
  let handle: FileHandle;
  try {
    handle = await open(chosen.path, 'r');
  } catch {
    notFound(res, headers);
    return;
  }
  try {
    res.writeHead(200, {
      ...headers,
      ...variants,
      'Content-Type': entry.type,
      'Content-Length': String(chosen.size),
      ETag: chosen.etag,
      'Last-Modified': chosen.lastModified,
      ...(chosen === entry.variants.identity ? {} : { 'Content-Encoding': encoding! }),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(handle.createReadStream({ autoClose: false }), res);
  } catch {
    // The file vanished or failed mid-read, or the client went away: this response ends, nothing else.
    res.destroy();
  } finally {
    await handle.close().catch(() => {});
  }
}

function notFound(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE_CACHE_CONTROL });
  res.end('Not found.');
}

/** The decoded path of a request target, without its query; '' when it cannot be decoded. */
function pathnameOf(url: string | undefined): string {
  const raw = (url ?? '/').split('?')[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

function indexFiles(dir: string): Map<string, Entry> {
  const found = new Map<string, StaticFile>();
  const walk = (folder: string) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, item.name);
      if (item.isDirectory()) walk(path);
      else if (item.isFile() && !item.name.startsWith('.')) {
        const stats = statSync(path);
        const url = `/${relative(dir, path).split(sep).join('/')}`;
        found.set(url, { path, size: stats.size, etag: `W/"${stats.size}-${stats.mtime.getTime()}"`, lastModified: stats.mtime.toUTCString() });
      }
    }
  };
  walk(dir);
  const files = new Map<string, Entry>();
  for (const [url, identity] of found) {
    if (/\.(br|gz)$/.test(url) && found.has(url.slice(0, -3))) continue;
    files.set(url, {
      type: contentType(url),
      variants: { identity, br: found.get(`${url}.br`), gzip: found.get(`${url}.gz`) },
    });
  }
  return files;
}

function contentType(url: string): string {
  const type = mimeType(url) ?? 'application/octet-stream';
  return /^text\/|javascript|json|xml/.test(type) ? `${type}; charset=utf-8` : type;
}
