import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_NGINX, NGINX, nginxLaunch, renderFront, writeNginxPrefix } from '../../../../scripts/bench/nginx-config.ts';
import { startStack, type Stack } from '../../../../scripts/stack.mjs';
import { DEGRADED_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../../app/lib/cache-policy.ts';
import { httpGet } from '../http-get.ts';

// The documented serving recipe (deploy/nginx) in front of one instance: what it keeps, and
// what it serves while revalidating and while the instance is down. Its own stack: this file
// stops the platform and then the instance.
const WEB_PORT = Number(process.env.FRONT_WEB_PORT ?? 3106);
const PLATFORM_PORT = Number(process.env.FRONT_PLATFORM_PORT ?? 4206);
const FRONT_PORT = Number(process.env.FRONT_PORT ?? 8306);
const sMaxAgeMs = (cacheControl: string) => Number(/s-maxage=(\d+)/.exec(cacheControl)![1]) * 1000;
/** A degraded page's shared-cache lifetime, plus a margin. */
const DEGRADED_EXPIRY_MS = sMaxAgeMs(DEGRADED_CACHE_CONTROL) + 1_000;

let stack: Stack | undefined;
let nginx: ChildProcess | undefined;
let prefix = '';

const get = (code: string, path: string) => httpGet(FRONT_PORT, `${code}.localhost:${FRONT_PORT}`, path, { 'accept-encoding': 'identity' });
const cacheStatus = (res: { headers: Record<string, unknown> }) => String(res.headers['x-cache-status']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (!HAS_NGINX) return;
  // The instance builds its links for the host visitors use: the front's port.
  stack = await startStack({ webPort: WEB_PORT, platformPort: PLATFORM_PORT, quiet: true, freshDb: true, env: { SITES_LOCAL_PORT: String(FRONT_PORT) } });
  prefix = mkdtempSync(join(tmpdir(), 'mc-front-test-'));
  const front = renderFront({ listen: `127.0.0.1:${FRONT_PORT}`, upstreams: [`127.0.0.1:${WEB_PORT}`], serverNames: '*.localhost localhost', cacheDir: join(prefix, 'cache') });
  const conf = writeNginxPrefix(prefix, { front });
  const { args, ids } = nginxLaunch(conf, prefix);
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore', ...ids });
  // Polled with the site's Host (fetch cannot set it; the front closes unknown hosts' connections).
  for (let tries = 0; ; tries += 1) {
    const up = await get('mcuk', '/robots.txt').then((res) => res.status === 200, () => false);
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

describe.skipIf(!HAS_NGINX)('the nginx caching front (deploy/nginx)', () => {
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
