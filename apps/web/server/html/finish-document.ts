import { appInlineScripts } from '../../app/lib/inline-scripts.ts';
import { documentResponse, renderedBytes } from '../../app/lib/rendered-document.ts';
import { contentSecurityPolicy, scriptHashes, type CspSources } from './content-security-policy.ts';

/**
 * Whole HTML documents pass through here (pages are rendered complete, so this adds no
 * latency). The policy allows the inline scripts the app's components emitted
 * (app/lib/inline-scripts.ts), not the ones the HTML contains: a `<script>` that content
 * slipped into the page is not the app's, so it gets no hash and the browser blocks it.
 */
export async function finishDocument(response: Response, csp: CspSources | null): Promise<Response> {
  const rendered = renderedBytes(response);
  if (!rendered && (!response.body || !/^text\/html/.test(response.headers.get('Content-Type') ?? ''))) return response;
  const bytes = rendered ?? new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(bytes.byteLength));
  // A document that brings its own policy (the tracking frame, server/tracking-frame.ts) keeps it.
  if (csp && !response.headers.has('Content-Security-Policy'))
    headers.set('Content-Security-Policy', contentSecurityPolicy(scriptHashes(appInlineScripts()), csp));
  return documentResponse(bytes, { status: response.status, statusText: response.statusText, headers });
}
