import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { renderedBytes } from '../app/lib/rendered-document.ts';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|x-component)|image\/svg\+xml)/;

/** br, then gzip, as the client accepts them (q=0 means refused). */
export function chooseEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Compresses a response body on the fly; leaves small, binary or already-encoded bodies alone. */
export function compressResponse(request: Request, response: Response): Response {
  response.headers.append('Vary', 'Accept-Encoding');
  const document = renderedBytes(response);
  if ((!response.body && !document) || request.method === 'HEAD' || response.headers.has('Content-Encoding')) return response;
  if (!COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '')) return response;
  const length = Number(response.headers.get('Content-Length') ?? Number.NaN);
  if (length < 1024) return response;
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding'));
  if (!encoding) return response;
  const compressor = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  const source = document ? Readable.from([document]) : Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>);
  source.on('error', (error) => compressor.destroy(error));
  const compressed = Readable.toWeb(source.pipe(compressor)) as unknown as ReadableStream<Uint8Array>;
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  return new Response(compressed, { status: response.status, statusText: response.statusText, headers });
}
