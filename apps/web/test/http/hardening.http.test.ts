import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { waitForHttp, WEB_ENTRY } from '../../../../scripts/stack.mjs';
import { NO_STORE_CACHE_CONTROL } from '../../app/lib/cache-policy.ts';
import { HTTP_TEST_ENV } from '../global-setup.ts';
import { httpGet, type HttpResult } from '../http-get.ts';
import { rawRequest } from '../raw-http.ts';

// What an outside probe found (issue 13), against the built server: each answer here was a
// 500, a crash, a leak or a bypass before.
const port = inject('webPort');
const host = (code: string, at = port) => `${code}.localhost:${at}`;

function send(
  method: string,
  path: string,
  { body, headers = {}, at = port }: { body?: string; headers?: Record<string, string>; at?: number } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: at, path, method, headers: { host: host('mcuk', at), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}
const assetOf = (html: string) => /(\/assets\/entry\.client-[^"\\]+\.js)/.exec(html)![1]!;

describe('headers', () => {
  it('HEAD of a page carries the same policy and caching headers as GET', async () => {
    for (const path of ['/', '/online-slots/', '/no-such-page/']) {
      const get = await send('GET', path, { headers: { 'accept-encoding': 'br' } });
      const head = await send('HEAD', path, { headers: { 'accept-encoding': 'br' } });
      expect(head.body).toBe('');
      for (const name of ['content-security-policy', 'cache-control', 'content-type', 'content-encoding', 'cross-origin-resource-policy']) {
        expect(head.headers[name], `${path} ${name}`).toBe(get.headers[name]);
      }
      expect(get.headers['content-security-policy']).toMatch(/script-src/);
    }
  });

  it('pages and assets may not be embedded by other origins; assets take only GET and HEAD', async () => {
    const page = await httpGet(port, host('mcuk'), '/');
    const asset = assetOf(page.body);
    for (const path of ['/', asset, '/static/icons/favicon-32.png']) {
      expect((await httpGet(port, host('mcuk'), path)).headers['cross-origin-resource-policy'], path).toBe('same-origin');
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await send(method, asset, { body: method === 'POST' ? 'x' : undefined });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('request targets and bodies', () => {
  it('refuses a path a URL parser would read differently than a front (400), and duplicate Host headers', async () => {
    for (const target of ['/x\\..\\__revalidate', '/x/..%2f__revalidate', '/help/%2e%2e/__revalidate']) {
      const res = await rawRequest(port, `POST ${target} HTTP/1.1\r\nHost: ${host('mcuk')}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
      expect(res.status, target).toBe(400);
    }
    const duplicate = await rawRequest(port, `GET / HTTP/1.1\r\nHost: ${host('mcuk')}\r\nHost: ${host('mcde')}\r\nConnection: close\r\n\r\n`);
    expect(duplicate.status).toBe(400);
  });

  it('stops reading a body at its endpoint’s limit, whatever the framing (413)', async () => {
    const big = 'a'.repeat(64 * 1024);
    expect((await send('POST', '/__csp-report', { body: big, headers: { 'content-type': 'application/csp-report' } })).status).toBe(413);
    const chunked = await rawRequest(
      port,
      `POST /__newsletter HTTP/1.1\r\nHost: ${host('mcuk')}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `${(20_000).toString(16)}\r\n${'email=a'.padEnd(20_000, 'a')}\r\n0\r\n\r\n`,
    );
    expect(chunked.status).toBe(413);
    expect(chunked.headers.connection).toBe('close');
    expect((await send('POST', '/__csp-report', { body: '{"csp-report":{}}', headers: { 'content-type': 'application/csp-report' } })).status).toBe(204);
  });
});

describe('previews', () => {
  it('never takes the secret from the address, and an exit to any `to` is a redirect or a 400, never a 500', async () => {
    expect((await httpGet(port, host('mcuk'), '/__preview?secret=e2e-preview-secret-0123456789&to=/')).status).toBe(400);
    for (const to of ['%0d%0aSet-Cookie:%20x=1', '%00', '/%0a', '%C4%80', '/online-slots/%F0%9F%98%80/', '/%C4%80']) {
      const res = await httpGet(port, host('mcuk'), `/__preview?exit=1&to=${to}`);
      expect([303, 400], to).toContain(res.status);
      if (res.status === 303) expect(res.headers.location, to).toBe('/');
      expect(res.headers['cache-control']).toBe(NO_STORE_CACHE_CONTROL);
    }
  });
});

describe('preview sessions behind a TLS-terminating proxy', () => {
  it('start by POST, and their cookie is Secure exactly when the trusted proxy says the visitor came over https', async () => {
    const form = (secret: string) => `secret=${encodeURIComponent(secret)}&to=${encodeURIComponent('/help/')}`;
    const post = (secret: string, headers: Record<string, string> = {}) =>
      send('POST', '/__preview', { body: form(secret), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
    expect((await post('wrong-secret')).status).toBe(404);
    const plain = await post(HTTP_TEST_ENV.PREVIEW_SECRET);
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe('/help/');
    expect(String(plain.headers['set-cookie'])).toMatch(/^mc_preview=.*HttpOnly; SameSite=Lax$/);
    const proxied = await post(HTTP_TEST_ENV.PREVIEW_SECRET, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
    expect(String(proxied.headers['set-cookie'])).toMatch(/; Secure$/);
    const byHeader = await send('GET', '/__preview?to=/help/', { headers: { 'x-preview-secret': HTTP_TEST_ENV.PREVIEW_SECRET } });
    expect(byHeader.status).toBe(303);
  });
});

describe('a deploy that swaps the client build under a running server', () => {
  let server: ChildProcess | undefined;
  const copy = join(dirname(dirname(dirname(WEB_ENTRY))), 'build-asset-removal-test');
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(copy, { recursive: true, force: true });
  });

  it('answers 404 for the vanished files and goes on serving pages', async () => {
    rmSync(copy, { recursive: true, force: true });
    cpSync(dirname(dirname(WEB_ENTRY)), copy, { recursive: true });
    const at = port + 40;
    server = spawn(process.execPath, [join(copy, 'server/index.js')], {
      env: {
        ...process.env,
        PORT: String(at),
        HOST: '127.0.0.1',
        SITES_LOCAL_PORT: String(at),
        REFERENCE_API_ORIGIN: `http://127.0.0.1:${inject('platformPort')}`,
        METRICS_PORT: '0',
      },
      stdio: 'ignore',
    });
    await waitForHttp(`http://127.0.0.1:${at}/robots.txt`);
    const page = await send('GET', '/', { at });
    const asset = assetOf(page.body);
    expect((await send('GET', asset, { at, headers: { 'accept-encoding': 'br' } })).status).toBe(200);
    rmSync(join(copy, 'client/assets'), { recursive: true });
    expect(existsSync(join(copy, 'client', asset))).toBe(false);
    for (let i = 0; i < 3; i++) {
      for (const encoding of ['br', 'gzip', 'identity'])
        expect((await send('GET', asset, { at, headers: { 'accept-encoding': encoding } })).status, encoding).toBe(404);
      expect((await send('GET', '/help/', { at })).status).toBe(200);
    }
    expect(server.exitCode).toBeNull();
  });
});
