/**
 * A document's HTML kept beside its Response: the server's last step (server/html/
 * finish-document.ts) works on it as a string, and reading it back from the body decoded what
 * had just been encoded (issue 19: per-request work of the origin).
 */
const rendered = new WeakMap<Response, string>();

/** The document's Response, its HTML remembered for renderedHtml(). */
export function documentResponse(html: string, init: ResponseInit): Response {
  const response = new Response(html, init);
  rendered.set(response, html);
  return response;
}

/** The HTML the response was made with by documentResponse(), or null: read its body then. */
export function renderedHtml(response: Response): string | null {
  return rendered.get(response) ?? null;
}
