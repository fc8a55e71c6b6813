import { deferHydrationScripts } from './defer-hydration-scripts.ts';

/** Whole HTML documents pass through the transforms here (pages are rendered complete, so this adds no latency). */
export async function finishDocument(response: Response): Promise<Response> {
  if (!response.body || !/^text\/html/.test(response.headers.get('Content-Type') ?? '')) return response;
  const html = deferHydrationScripts(await response.text());
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(Buffer.byteLength(html)));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
