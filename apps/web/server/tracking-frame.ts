import { TRACKING_FRAME_PATH } from '../app/lib/tracking-state.ts';
import { scriptHashes } from './html/content-security-policy.ts';

export { TRACKING_FRAME_PATH };

/**
 * The frame's script: asks the tracking service for the visit's identifiers
 * (`GET {tracking}session?brand=`) and posts them to the page that framed it, on this origin
 * only, marked as tracking; with `info: null` when the service does not answer, so the page
 * never waits on it. The brand comes from the frame's own address, so the frame is one static
 * document for every site and visitor.
 */
function frameScript(sessionUrl: string): string {
  return [
    '(function () {',
    '  if (window.parent === window) return;',
    "  var brand = new URLSearchParams(location.search).get('brand') || '';",
    '  var ready = function (info) {',
    "    window.parent.postMessage({ source: 'tracking', type: 'ready', info: info }, location.origin);",
    '  };',
    `  fetch(${JSON.stringify(sessionUrl)} + '?brand=' + encodeURIComponent(brand), { credentials: 'omit', cache: 'no-store' })`,
    '    .then(function (response) { return response.ok ? response.json() : null; })',
    '    .then(ready, function () { ready(null); });',
    '})();',
  ].join('\n');
}

/**
 * `GET /__tracking/frame`: a small static page the web app serves itself, so the frame is on the
 * page's origin without proxying to the tracking service (which stays a shared service the
 * browser calls, like geo and the logger). Its own policy: only its script, only the tracking
 * service, framed only by this site's pages.
 */
export function createTrackingFrameHandler(collectorUrl: string) {
  const sessionUrl = new URL('session', collectorUrl).href;
  const script = frameScript(sessionUrl);
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Tracking</title></head><body><script>${script}</script></body></html>`;
  const policy = [
    `default-src 'none'`,
    `script-src ${scriptHashes([script]).join(' ')}`,
    `connect-src ${new URL(collectorUrl).origin}`,
    `frame-ancestors 'self'`,
    `base-uri 'none'`,
    `form-action 'none'`,
  ].join('; ');
  return (request: Request): Response => {
    if (request.method !== 'GET') return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': policy,
        // The same bytes for everyone (the identifiers come from the service): a shared cache may keep it.
        'Cache-Control': 'public, max-age=3600',
        'X-Robots-Tag': 'noindex',
      },
    });
  };
}
