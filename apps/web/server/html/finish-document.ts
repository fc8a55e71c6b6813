import { contentSecurityPolicy, inlineScriptHashes, type CspSources } from './content-security-policy.ts';
import { deferHydrationScripts } from './defer-hydration-scripts.ts';

/**
 * Whole HTML documents pass through here (pages are rendered complete, so this adds no
 * latency): hydration deferred past the first paint, then the policy hashing the final
 * inline scripts.
 */
export async function finishDocument(response: Response, csp: CspSources | null): Promise<Response> {
  if (!response.body || !/^text\/html/.test(response.headers.get('Content-Type') ?? '')) return response;
  const html = deferHydrationScripts(await response.text());
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(Buffer.byteLength(html)));
  if (csp) headers.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html), csp));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
