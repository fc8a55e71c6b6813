import type { IncomingMessage, ServerResponse } from 'node:http';
import { BASE_SECURITY_HEADERS } from './security-headers.ts';

/** Methods no page answers and that only help attacks (cross-site tracing, tunnelling). */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** A host name (letters, digits, dots, hyphens) or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

export type TargetCheck = { ok: true; host: string | undefined; path: string } | { ok: false; status: 400 | 405; reason: string };

/**
 * The request line and Host header, checked before anything builds a URL from them
 * (RFC 9112 section 3.2): an invalid Host is a 400, never a 500 or a different path; an
 * absolute-form target is accepted and its authority wins over Host; `*` and anything not
 * starting with `/` is a 400.
 */
export function checkRequestTarget(method: string | undefined, target: string | undefined, host: string | undefined): TargetCheck {
  if (method && REFUSED_METHODS.has(method.toUpperCase())) return { ok: false, status: 405, reason: `method ${method} is not allowed` };
  let path = target ?? '/';
  if (/^https?:\/\//i.test(path)) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return { ok: false, status: 400, reason: 'invalid absolute-form target' };
    }
    host = url.host;
    path = `${url.pathname}${url.search}`;
  } else if (!path.startsWith('/')) {
    return { ok: false, status: 400, reason: 'invalid request target' };
  }
  if (host === undefined) return { ok: true, host, path };
  const found = HOST.exec(host);
  if (!found || (found[1] !== undefined && Number(found[1]) > 65_535)) return { ok: false, status: 400, reason: 'invalid Host header' };
  try {
    // Punycode and other label rules: what the URL parser refuses, the app would fail on later.
    if (new URL(`http://${host}/`).host.toLowerCase() !== host.toLowerCase().replace(/:(80)?$/, '')) return { ok: false, status: 400, reason: 'invalid Host header' };
  } catch {
    return { ok: false, status: 400, reason: 'invalid Host header' };
  }
  return { ok: true, host, path };
}

/** Applies the check to a Node request: fixes up absolute-form targets, or answers the error itself. Returns whether to go on. */
export function guardRequestTarget(req: IncomingMessage, res: ServerResponse, securityHeaders: boolean): boolean {
  const check = checkRequestTarget(req.method, req.url, req.headers.host);
  if (check.ok) {
    req.url = check.path;
    if (check.host !== undefined) req.headers.host = check.host;
    return true;
  }
  res.statusCode = check.status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (check.status === 405) res.setHeader('Allow', 'GET, HEAD, POST');
  if (securityHeaders) for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  res.end(check.status === 400 ? 'Bad request.' : 'Method not allowed.');
  return false;
}
