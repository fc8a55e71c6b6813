import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { documentResponse } from '../app/lib/rendered-document.ts';
import { chooseEncoding, compressResponse } from './compress-response.ts';

const HTML = `<!DOCTYPE html><html><body>${'<p>Spin é</p>'.repeat(200)}</body></html>`;
const get = (acceptEncoding: string, method = 'GET') => new Request('http://mcuk.localhost/', { method, headers: { 'Accept-Encoding': acceptEncoding } });
const page = () => documentResponse(HTML, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(HTML)) } });

describe('compression at the origin', () => {
  it('compresses a rendered document from its bytes, br before gzip, and varies on Accept-Encoding', async () => {
    const br = compressResponse(get('gzip, br'), page());
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Length')).toBeNull();
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(HTML);
    const gzip = compressResponse(get('gzip'), page());
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(HTML);
  });

  it('leaves alone what the client refuses, HEAD, and small bodies', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    for (const request of [get('identity'), get('br', 'HEAD')]) expect(compressResponse(request, page()).headers.get('Content-Encoding')).toBeNull();
    const small = new Response('<p>tiny</p>', { headers: { 'Content-Type': 'text/html', 'Content-Length': '11' } });
    expect(compressResponse(get('br'), small)).toBe(small);
  });
});
