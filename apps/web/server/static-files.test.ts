import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaticFiles } from './static-files.ts';

let dir: string;
let server: Server;
let port: number;

function call(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mc-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/app-1.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets/app-1.js.br'), 'BROTLI');
  writeFileSync(join(dir, 'assets/style-1.css'), 'body{}');
  const files = createStaticFiles(dir, { headersFor: () => ({ 'Cache-Control': 'public, max-age=60', 'X-Test': '1' }) });
  server = createServer((req, res) => files(req, res, () => res.writeHead(299).end('next')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves a file with its type, validators and the given headers, and the pre-compressed variant the client accepts', async () => {
    const plain = await call('GET', '/assets/app-1.js');
    expect(plain).toMatchObject({ status: 200, body: 'console.log(1)' });
    expect(plain.headers).toMatchObject({ 'content-type': 'text/javascript; charset=utf-8', 'x-test': '1', 'content-length': '14', vary: 'Accept-Encoding' });
    const br = await call('GET', '/assets/app-1.js', { 'accept-encoding': 'gzip, br' });
    expect(br).toMatchObject({ status: 200, body: 'BROTLI' });
    expect(br.headers['content-encoding']).toBe('br');
    expect((await call('GET', '/assets/app-1.js', { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
    const head = await call('HEAD', '/assets/style-1.css');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-length']).toBe('6');
  });

  it('answers 405 to methods other than GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const res = await call(method, '/assets/style-1.css');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });

  it('hands unknown paths on', async () => {
    expect((await call('GET', '/help/')).status).toBe(299);
    expect((await call('GET', '/%E0%A4%A/')).status).toBe(299);
  });

  it('answers 404 for a file removed under the running server, and keeps serving the others', async () => {
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      expect((await call('GET', '/assets/style-1.css')).status).toBe(200);
      rmSync(join(dir, 'assets'), { recursive: true });
      for (let i = 0; i < 5; i++) {
        expect((await call('GET', '/assets/style-1.css')).status).toBe(404);
        expect((await call('GET', '/assets/app-1.js', { 'accept-encoding': 'br' })).status).toBe(404);
      }
      expect(server.listening).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
