import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { resolveSite } from '@mc/sites/resolve-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_NGINX, NGINX, nginxLaunch, renderFront, siteServerNames, writeNginxPrefix } from '../../../../deploy/nginx/nginx-config.ts';
import { startStack, type Stack } from '../../../../scripts/stack.mjs';
import { DEGRADED_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../../app/lib/cache-policy.ts';
import { loadConfig } from '../../server/load-config.ts';
import { httpGet, type HttpResult } from '../http-get.ts';
import { rawRequest } from '../raw-http.ts';

// The documented serving recipe (deploy/nginx) in front of one instance: which host's key an
// answer lands under (issue 13: no request line, Host, port or case variant may put one site's
// page under another's key), what it keeps, and what it serves while revalidating and while the
// instance is down. Its own stack: this file stops the platform and then the instance.
const WEB_PORT = Number(process.env.FRONT_WEB_PORT ?? 3106);
const PLATFORM_PORT = Number(process.env.FRONT_PLATFORM_PORT ?? 4206);
const FRONT_PORT = Number(process.env.FRONT_PORT ?? 8306);
const sMaxAgeMs = (cacheControl: string) => Number(/s-maxage=(\d+)/.exec(cacheControl)![1]) * 1000;
/** A degraded page's shared-cache lifetime, plus a margin. */
const DEGRADED_EXPIRY_MS = sMaxAgeMs(DEGRADED_CACHE_CONTROL) + 1_000;
/** The instance builds its links for the host visitors use: the front's port. */
const INSTANCE_ENV = { SITES_LOCAL_PORT: String(FRONT_PORT) };
/** The instance's sites, as it loads them: the front answers exactly their hosts. */
const SITES = loadConfig({ ...process.env, ...INSTANCE_ENV }).sites;
const INSTALL_NGINX = 'apt-get install -y nginx';
// CI installs Debian's nginx (.ci/run): there a missing binary fails the run instead of skipping these tests.
const REQUIRED = Boolean(process.env.CI) && process.env.CI !== 'false';
if (!HAS_NGINX && !REQUIRED) console.warn(`SKIPPED: ${NGINX} does not run (${INSTALL_NGINX}); the nginx front tests did not run`);

let stack: Stack | undefined;
let nginx: ChildProcess | undefined;
let prefix = '';

const at = (code: string, port = FRONT_PORT) => `${code}.localhost:${port}`;
const get = (code: string, path: string) => httpGet(FRONT_PORT, at(code), path, { 'accept-encoding': 'identity' });
const cacheStatus = (res: { headers: Record<string, unknown> }) => String(res.headers['x-cache-status']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (!HAS_NGINX) return;
  stack = await startStack({ webPort: WEB_PORT, platformPort: PLATFORM_PORT, quiet: true, freshDb: true, env: INSTANCE_ENV });
  prefix = mkdtempSync(join(tmpdir(), 'mc-front-test-'));
  const front = renderFront({ listen: `127.0.0.1:${FRONT_PORT}`, upstreams: [`127.0.0.1:${WEB_PORT}`], sites: SITES, cacheDir: join(prefix, 'cache') });
  const conf = writeNginxPrefix(prefix, { front });
  const { args, ids } = nginxLaunch(conf, prefix);
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore', ...ids });
  // Polled with the site's Host (fetch cannot set it; the front closes unknown hosts' connections).
  for (let tries = 0; ; tries += 1) {
    const up = await get('mcuk', '/robots.txt').then(
      (res) => res.status === 200,
      () => false,
    );
    if (up) break;
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start (see ${prefix}/logs/error.log)`);
    await sleep(100);
  }
}, 120_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await stack?.stop();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

if (!HAS_NGINX && REQUIRED) {
  describe('the nginx caching front in CI', () => {
    it('needs Debian’s nginx', () => {
      throw new Error(`${NGINX} does not run, and CI requires the nginx front tests: ${INSTALL_NGINX} (or point NGINX_BIN at an nginx binary)`);
    });
  });
}

/** What tells sites' answers apart: the status, then `<html lang>` and `<title>` (the brand) of a page, or a whole non-HTML body. */
function siteMarker(status: number, body: string): string {
  const lang = /<html[^>]*\blang="([^"]*)"/.exec(body)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1];
  return lang === undefined && title === undefined ? `${status} ${body}` : `${status} lang=${lang} title=${title}`;
}

const originMarkers = new Map<string, Promise<string>>();
/** The marker of what the instance itself answers for a site (asked with the site's own local host, not through nginx). */
function originMarker(code: string, target: string): Promise<string> {
  const id = `${code} ${target}`;
  if (!originMarkers.has(id)) {
    originMarkers.set(
      id,
      httpGet(WEB_PORT, at(code, WEB_PORT), target, { 'accept-encoding': 'identity' }).then((res) => siteMarker(res.status, res.body)),
    );
  }
  return originMarkers.get(id)!;
}

interface CacheEntry {
  key: string;
  host: string;
  /** Path and, for the few paths keyed with it, the query. */
  target: string;
  status: number;
  body: string;
}

/**
 * Every response the front holds, read from its cache files: nginx writes `KEY: <key>` after a
 * binary header, then the instance's status line, headers and body.
 */
function cacheEntries(dir: string): CacheEntry[] {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && !entry.name.includes('.'));
  return files.map((file) => {
    const data = readFileSync(join(file.parentPath, file.name));
    const text = data.toString('latin1');
    const keyStart = text.indexOf('\nKEY: ') + 6;
    const keyEnd = text.indexOf('\n', keyStart);
    const headEnd = text.indexOf('\r\n\r\n', keyEnd);
    const key = text.slice(keyStart, keyEnd);
    const head = text.slice(keyEnd + 1, headEnd);
    const [, host = '', target = ''] = /^https?:\/\/([^/?|]*)([^|]*)\|/.exec(key) ?? [];
    const coding = /^content-encoding:\s*(\S+)/im.exec(head)?.[1];
    const raw = data.subarray(headEnd + 4);
    const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
    return { key, host, target: target || '/', status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]), body: body.toString('utf8') };
  });
}

/** The site whose key a visitor of the issue's example hits (A) and the one an attacker names beside it (B). */
const A = 'mcuk';
const B = 'mcde';
const ALIAS_OF_A = SITES.find((site) => site.localCode.toLowerCase() === A)!.aliases[0]!;
const UNKNOWN = 'evil.example';
const OTHER_PORT = 9999;

const http11 = (target: string, ...hosts: string[]) =>
  `GET ${target} HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join('')}Connection: close\r\n\r\n`;
const http10 = (target: string) => `GET ${target} HTTP/1.0\r\n\r\n`;

interface Variant {
  name: string;
  request: (path: string) => string;
  /** The site whose page the client gets (the authority of an absolute-form target wins over Host), 'closed' (444) or 400. */
  answer: string | 'closed' | 400;
  /** A real page for the issue's example; the others each get a path of their own (a 404, kept 60 s), so each is the first request of its key. */
  path?: string;
}

const VARIANTS: readonly Variant[] = [
  { name: 'absolute-form names A, Host names B (issue 13)', request: (p) => http11(`http://${at(A)}${p}`, at(B)), answer: A, path: '/contact/' },
  { name: 'absolute-form names A, Host names B', request: (p) => http11(`http://${at(A)}${p}`, at(B)), answer: A },
  { name: 'absolute-form names B, Host names A', request: (p) => http11(`http://${at(B)}${p}`, at(A)), answer: B },
  { name: 'absolute-form in upper case', request: (p) => http11(`http://${at(A).toUpperCase()}${p}`, at(B)), answer: A },
  { name: 'absolute-form on another port', request: (p) => http11(`http://${at(A, OTHER_PORT)}${p}`, at(B)), answer: A },
  { name: 'absolute-form without port', request: (p) => http11(`http://${A}.localhost${p}`, at(B)), answer: A },
  { name: 'absolute-form with a trailing dot', request: (p) => http11(`http://${A}.localhost.:${FRONT_PORT}${p}`, at(B)), answer: A },
  { name: 'absolute-form https', request: (p) => http11(`https://${at(A)}${p}`, at(B)), answer: A },
  { name: 'absolute-form names an alias of A', request: (p) => http11(`http://${ALIAS_OF_A}${p}`, at(B)), answer: A },
  { name: 'absolute-form names A, Host unknown', request: (p) => http11(`http://${at(A)}${p}`, UNKNOWN), answer: A },
  { name: 'absolute-form names A, HTTP/1.0 without Host', request: (p) => http10(`http://${at(A)}${p}`), answer: A },
  { name: 'Host in upper case', request: (p) => http11(p, at(A).toUpperCase()), answer: A },
  { name: 'Host on another port', request: (p) => http11(p, at(A, OTHER_PORT)), answer: A },
  { name: 'Host without port', request: (p) => http11(p, `${A}.localhost`), answer: A },
  { name: 'Host with a trailing dot', request: (p) => http11(p, `${A}.localhost.`), answer: A },
  { name: 'Host with a trailing dot and port', request: (p) => http11(p, `${A}.localhost.:${FRONT_PORT}`), answer: A },
  { name: 'Host an alias of A, upper case, another port', request: (p) => http11(p, `${ALIAS_OF_A.toUpperCase()}:${OTHER_PORT}`), answer: A },
  { name: 'absolute-form names an unknown host, Host names A', request: (p) => http11(`http://${UNKNOWN}${p}`, at(A)), answer: 'closed' },
  { name: 'absolute-form names an unknown .localhost host', request: (p) => http11(`http://${at('evil')}${p}`, at(A)), answer: 'closed' },
  { name: 'absolute-form names an IP address', request: (p) => http11(`http://127.0.0.1:${FRONT_PORT}${p}`, at(A)), answer: 'closed' },
  { name: 'Host unknown', request: (p) => http11(p, UNKNOWN), answer: 'closed' },
  { name: 'Host an unknown .localhost host', request: (p) => http11(p, at('evil')), answer: 'closed' },
  { name: 'Host localhost', request: (p) => http11(p, `localhost:${FRONT_PORT}`), answer: 'closed' },
  { name: 'Host a look-alike of A', request: (p) => http11(p, at(`x${A}`)), answer: 'closed' },
  { name: 'Host A under another domain', request: (p) => http11(p, `${A}.localhost.${UNKNOWN}`), answer: 'closed' },
  { name: 'Host an IP address', request: (p) => http11(p, `127.0.0.1:${FRONT_PORT}`), answer: 'closed' },
  { name: 'HTTP/1.0 without Host', request: (p) => http10(p), answer: 'closed' },
  { name: 'HTTP/1.1 without Host', request: (p) => http11(p), answer: 400 },
  { name: 'two Host headers, A then B', request: (p) => http11(p, at(A), at(B)), answer: 400 },
  { name: 'two Host headers, B then A', request: (p) => http11(p, at(B), at(A)), answer: 400 },
  { name: 'absolute-form with user info naming A', request: (p) => http11(`http://${at(A)}@${at(B)}${p}`, at(A)), answer: 400 },
  { name: 'absolute-form with an encoded dot', request: (p) => http11(`http://${A}%2elocalhost${p}`, at(B)), answer: 400 },
];
const pathOf = (variant: Variant, index: number) => variant.path ?? `/nginx-front-probe-${index}/`;

describe.skipIf(!HAS_NGINX)('the nginx caching front (deploy/nginx)', () => {
  it('keeps each site’s answer under its own key, whatever the request line, Host, port or case; unknown hosts get nothing', async () => {
    const wrong: string[] = [];
    const check = async (what: string, got: Pick<HttpResult, 'status' | 'body'>, code: string, target: string) => {
      const expected = await originMarker(code, target);
      const actual = siteMarker(got.status, got.body);
      if (actual !== expected) wrong.push(`${what}: got ${actual.slice(0, 120)}, ${code} is ${expected.slice(0, 120)}`);
    };
    for (const [index, variant] of VARIANTS.entries()) {
      const path = pathOf(variant, index);
      const res = await rawRequest(FRONT_PORT, variant.request(path));
      if (typeof variant.answer === 'string' && variant.answer !== 'closed') await check(`${variant.name} (${path})`, res, variant.answer, path);
      else if (res.status !== (variant.answer === 'closed' ? 0 : variant.answer))
        wrong.push(`${variant.name} (${path}): status ${res.status}, expected ${variant.answer}`);
    }
    // What visitors of A and B then get on each of those paths: their own site's answer.
    for (const [index, variant] of VARIANTS.entries()) {
      const path = pathOf(variant, index);
      for (const code of [A, B]) await check(`a visitor of ${code} after "${variant.name}" (${path})`, await get(code, path), code, path);
    }
    // Every entry the front holds is for a host of a site and holds that site's answer.
    const names = new Set(siteServerNames(SITES));
    const entries = cacheEntries(join(prefix, 'cache'));
    expect(entries.length).toBeGreaterThan(VARIANTS.length);
    for (const entry of entries) {
      if (!names.has(entry.host)) wrong.push(`cache entry ${entry.key}: no site has the host ${entry.host}`);
      else await check(`cache entry ${entry.key}`, entry, resolveSite(SITES, entry.host).localCode.toLowerCase(), entry.target);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('keeps a page by the app’s Cache-Control, keyed by host and path, not by the visitor’s query', async () => {
    const first = await get('mcuk', '/online-slots/');
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    const again = await get('mcuk', '/online-slots/?bt=spring&gl=DE');
    expect(cacheStatus(again)).toBe('HIT');
    expect(again.body).toBe(first.body);
    // Another site on the same path is another entry.
    expect(cacheStatus(await get('mcde', '/online-slots/'))).not.toBe('HIT');
    // No framework or server version reaches the visitor through the front either.
    expect(again.headers.server).toBe('nginx');
    expect(again.headers['x-powered-by']).toBeUndefined();
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('keys a category narrowed by a filter with its query, and never files one under the whole category', async () => {
    const whole = await get('mcuk', '/online-slots/');
    const narrowed = await get('mcuk', '/online-slots/?feature=megaways');
    expect(cacheStatus(narrowed)).toBe('MISS');
    expect(narrowed.body).not.toBe(whole.body);
    expect(cacheStatus(await get('mcuk', '/online-slots/?feature=megaways'))).toBe('HIT');
    // A parameter name nginx does not read as a filter, the app does not either: the whole category.
    const encoded = await get('mcuk', '/online-slots/?%66eature=megaways');
    expect(cacheStatus(encoded)).toBe('HIT');
    expect(encoded.body).toBe(whole.body);
  });

  it('serves an expired page at once while it revalidates, then the fresh one', async () => {
    await stack!.stopPlatform();
    const degraded = await get('mcdk', '/help/');
    expect(degraded.status).toBe(200);
    expect(degraded.headers['cache-control']).toBe(DEGRADED_CACHE_CONTROL);
    await stack!.startPlatform();
    await sleep(DEGRADED_EXPIRY_MS);

    const stale = await get('mcdk', '/help/');
    expect(stale.status).toBe(200);
    expect(['STALE', 'UPDATING']).toContain(cacheStatus(stale));
    expect(stale.body).toBe(degraded.body);

    let healed = stale;
    for (let i = 0; i < 150 && !(cacheStatus(healed) === 'HIT' && healed.headers['cache-control'] === PAGE_CACHE_CONTROL); i += 1) {
      await sleep(100);
      healed = await get('mcdk', '/help/');
    }
    expect(cacheStatus(healed)).toBe('HIT');
    expect(healed.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  }, 45_000);

  it('keeps serving what it holds, fresh or expired, while the instance is down', async () => {
    const fresh = await get('mcuk', '/online-slots/');
    await stack!.stopPlatform();
    const degraded = await get('mcse', '/help/');
    expect(degraded.headers['cache-control']).toBe(DEGRADED_CACHE_CONTROL);
    await sleep(DEGRADED_EXPIRY_MS);
    await stack!.stop();

    const held = await get('mcuk', '/online-slots/');
    expect(held.status).toBe(200);
    expect(cacheStatus(held)).toBe('HIT');
    expect(held.body).toBe(fresh.body);

    const expired = await get('mcse', '/help/');
    expect(expired.status).toBe(200);
    expect(cacheStatus(expired)).toBe('STALE');
    expect(expired.body).toBe(degraded.body);
  }, 30_000);
});
