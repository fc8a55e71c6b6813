import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query values that are credentials: the play platform's handoff code and the prefill code
 * (`?code=`) travel in URLs, and Fastify's request log writes each URL as received.
 */
const SECRET_QUERY_KEYS = new Set(['code']);

/** The URL with secret query values replaced by `[redacted]` (the rest left as sent). */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const [rawKey = ''] = pair.split('=', 1);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // a malformed escape is not a secret key
      }
      return SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${rawKey}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Adds the redacting request serializer to any logger configuration given as options. */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  const options = logger as { serializers?: Record<string, unknown> };
  return { ...logger, serializers: { ...options.serializers, req: serializeRequest } } as FastifyServerOptions['logger'];
}
