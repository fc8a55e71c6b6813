import { contentSecurityPolicy, inlineScriptHashes, type CspSources } from './content-security-policy.ts';

/**
 * Whole HTML documents pass through here (pages are rendered complete, so this adds no
 * latency): the policy hashes the final inline scripts (the islands' starter).
 */
export async function finishDocument(response: Response, csp: CspSources | null): Promise<Response> {
  if (!response.body || !/^text\/html/.test(response.headers.get('Content-Type') ?? '')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(Buffer.byteLength(html)));
  if (csp) headers.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html), csp));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
