import type { IncomingMessage, ServerResponse } from 'node:http';
import { NO_STORE_CACHE_CONTROL } from '../app/lib/cache-policy.ts';
import { BASE_SECURITY_HEADERS } from './security-headers.ts';

/** Methods no page answers and that only help attacks (cross-site tracing, tunnelling). */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** A host name (letters, digits, dots, hyphens) or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;
/**
 * Path spellings that a URL parser resolves to another path while a front (nginx) matches
 * them literally, or the reverse: a backslash (WHATWG URLs read it as `/`), an encoded slash
 * or backslash, and dot segments, plain or percent-encoded. `/x\..\__revalidate` would reach
 * `/__revalidate` past a front's `location = /__revalidate` rule. An encoded tab, line feed or
 * carriage return too: URL parsers drop those characters wherever they stand, so `/%09/`
 * decodes to a path they read as `//` (React Router's own parse of it threw: a 500).
 */
const AMBIGUOUS_SEPARATOR = /\\|%5c|%2f|%0[9ad]/i;
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

export type TargetCheck = { ok: true; host: string | undefined; path: string } | { ok: false; status: 400 | 405; reason: string };

/** Whether a raw path (no query) holds a separator or dot segment that normalises to another path. */
export function isAmbiguousPath(rawPath: string): boolean {
  return AMBIGUOUS_SEPARATOR.test(rawPath) || rawPath.split('/').some((segment) => DOT_SEGMENT.test(segment));
}

/**
 * The request line and Host header, checked before anything builds a URL from them
 * (RFC 9112 section 3.2): an invalid Host is a 400, never a 500 or a different path; an
 * absolute-form target is accepted and its authority wins over Host; `*`, anything not
 * starting with `/`, and paths that normalise to another path are a 400 (refused, not
 * resolved, so the front and this server always agree on what was asked for).
 */
export function checkRequestTarget(method: string | undefined, target: string | undefined, host: string | undefined): TargetCheck {
  if (method && REFUSED_METHODS.has(method.toUpperCase())) return { ok: false, status: 405, reason: `method ${method} is not allowed` };
  let path = target ?? '/';
  const absolute = /^https?:\/\/([^/?#]*)/i.exec(path);
  if (absolute) {
    // The authority only: the URL parser would also resolve the path's dot segments.
    try {
      host = new URL(`http://${absolute[1]}/`).host;
    } catch {
      return { ok: false, status: 400, reason: 'invalid absolute-form target' };
    }
    if (absolute[1]!.includes('@')) return { ok: false, status: 400, reason: 'invalid absolute-form target' };
    path = path.slice(absolute[0].length) || '/';
    if (!path.startsWith('/') && !path.startsWith('?')) return { ok: false, status: 400, reason: 'invalid absolute-form target' };
    if (path.startsWith('?')) path = `/${path}`;
  } else if (!path.startsWith('/')) {
    return { ok: false, status: 400, reason: 'invalid request target' };
  }
  const query = path.indexOf('?');
  if (isAmbiguousPath(query < 0 ? path : path.slice(0, query))) return { ok: false, status: 400, reason: 'ambiguous path' };
  if (host === undefined) return { ok: true, host, path };
  const found = HOST.exec(host);
  if (!found || (found[1] !== undefined && Number(found[1]) > 65_535)) return { ok: false, status: 400, reason: 'invalid Host header' };
  try {
    // Punycode and other label rules: what the URL parser refuses, the app would fail on later.
    if (new URL(`http://${host}/`).host.toLowerCase() !== host.toLowerCase().replace(/:(80)?$/, ''))
      return { ok: false, status: 400, reason: 'invalid Host header' };
  } catch {
    return { ok: false, status: 400, reason: 'invalid Host header' };
  }
  return { ok: true, host, path };
}

/** How many Host headers the request carried: Node keeps the first of several, so a second one would go unseen. */
function hostHeaderCount(req: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') count += 1;
  return count;
}

/** A readable page for people (a mistyped backslash), not a bare status. */
const BAD_REQUEST_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Bad request</title></head>' +
  '<body><h1>Bad request</h1><p>This address is not valid. <a href="/">Go to the home page</a>.</p></body></html>';

/** Applies the check to a Node request: fixes up absolute-form targets, or answers the error itself. Returns whether to go on. */
export function guardRequestTarget(req: IncomingMessage, res: ServerResponse, securityHeaders: boolean): boolean {
  const check: TargetCheck =
    hostHeaderCount(req) > 1 ? { ok: false, status: 400, reason: 'duplicate Host header' } : checkRequestTarget(req.method, req.url, req.headers.host);
  if (check.ok) {
    req.url = check.path;
    if (check.host !== undefined) req.headers.host = check.host;
    return true;
  }
  res.statusCode = check.status;
  res.setHeader('Cache-Control', NO_STORE_CACHE_CONTROL);
  if (check.status === 405) res.setHeader('Allow', 'GET, HEAD, POST');
  if (securityHeaders) for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  if (check.status === 400) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(req.method === 'HEAD' ? undefined : BAD_REQUEST_PAGE);
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Method not allowed.');
  }
  return false;
}
