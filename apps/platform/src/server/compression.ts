import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const MIN_BYTES = 1024;
const MEMO_ENTRIES = 500;

/**
 * Compresses JSON answers of 1 KB and more (brotli, else gzip) when the client accepts it;
 * the whole-culture search catalogue shrinks from ~62 KB to ~6 KB. Results are memoised per
 * payload string, which the response cache hands out as the same instance on every hit.
 */
export function installCompression(app: FastifyInstance): void {
  const memo = new Map<string, { br?: Buffer; gzip?: Buffer }>();

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < MIN_BYTES) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    // Append: CORS already varies on Origin.
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    if (!encoding) return payload;
    let entry = memo.get(payload);
    if (!entry) {
      if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
      entry = {};
      memo.set(payload, entry);
    }
    const compressed = (entry[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length } })
        : gzipSync(payload, { level: 6 }));
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
