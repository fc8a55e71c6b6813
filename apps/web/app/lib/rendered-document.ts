/**
 * A document as the server sends it: a Response for its status and headers, its bytes beside it,
 * encoded once (issue 19: per-request work of the origin). The server's last steps take the
 * bytes from here (server/html/finish-document.ts, compress-response.ts) and write them in one
 * call (web-server.ts's `send`): a Response's body stream was a tenth of a millisecond to make
 * and as long to read back, and a string body is scanned whole by undici for lone surrogates.
 * So the Response has no body stream of its own: what writes a document reads renderedBytes().
 */
const rendered = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** The document's Response, its bytes remembered for renderedBytes(). */
export function documentResponse(html: string | Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(null, init);
  rendered.set(response, typeof html === 'string' ? Buffer.from(html) : html);
  return response;
}

/** The bytes of a document made by documentResponse(), or null: any other Response carries its body. */
export function renderedBytes(response: Response): Uint8Array<ArrayBuffer> | null {
  return rendered.get(response) ?? null;
}
