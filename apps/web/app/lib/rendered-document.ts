/**
 * A document's bytes kept beside its Response, encoded once (issue 19: per-request work of the
 * origin). The server's last steps (server/html/finish-document.ts, server/web-server.ts) take
 * them from here: reading them back through the body's web stream, or making a Response from
 * the HTML string (undici checks a string body for lone surrogates, a scan of the whole page),
 * was several percent of a small page's CPU.
 */
const rendered = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** The document's Response, its bytes remembered for renderedBytes(). */
export function documentResponse(html: string | Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  const response = new Response(bytes, init);
  rendered.set(response, bytes);
  return response;
}

/**
 * The document as React rendered it, on its way to the server's last step: status and headers,
 * the bytes beside them and no body stream (a Response's body stream was a tenth of a
 * millisecond to make; finishDocument makes the one that leaves).
 */
export function renderedDocument(html: string, init: ResponseInit): Response {
  const response = new Response(null, init);
  rendered.set(response, Buffer.from(html));
  return response;
}

/** The bytes the response was made with by documentResponse(), or null: read its body then. */
export function renderedBytes(response: Response): Uint8Array<ArrayBuffer> | null {
  return rendered.get(response) ?? null;
}
