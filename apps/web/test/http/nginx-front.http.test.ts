import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFront, writeNginxPrefix } from '../../../../scripts/bench/nginx-config.ts';
import { startStack, type Stack } from '../../../../scripts/stack.mjs';
import { httpGet } from '../http-get.ts';

// The documented serving recipe (deploy/nginx) in front of one instance: what it keeps, and
// what it serves while revalidating and while the instance is down. Its own stack: this file
// stops the platform and then the instance.
const WEB_PORT = Number(process.env.FRONT_WEB_PORT ?? 3106);
const PLATFORM_PORT = Number(process.env.FRONT_PLATFORM_PORT ?? 4206);
const FRONT_PORT = Number(process.env.FRONT_PORT ?? 8306);
const NGINX = ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0);
/** The degraded page's shared-cache lifetime (cache-policy.ts), plus a margin. */
const DEGRADED_EXPIRY_MS = 6_000;

let stack: Stack | undefined;
let nginx: ChildProcess | undefined;
let prefix = '';

const get = (code: string, path: string) => httpGet(FRONT_PORT, `${code}.localhost:${FRONT_PORT}`, path, { 'accept-encoding': 'identity' });
const cacheStatus = (res: { headers: Record<string, unknown> }) => String(res.headers['x-cache-status']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** As in the bench: a root run hands nginx's prefix to `nobody`, so the front never runs privileged. */
function nobody(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const [, , uid, gid] = readFileSync('/etc/passwd', 'utf8').split('\n').find((line) => line.startsWith('nobody:'))?.split(':') ?? [];
  return { uid: Number(uid ?? 65534), gid: Number(gid ?? 65534) };
}
function chownTree(path: string, uid: number, gid: number): void {
  chownSync(path, uid, gid);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry), uid, gid);
}

beforeAll(async () => {
  if (!NGINX) return;
  // The instance builds its links for the host visitors use: the front's port.
  stack = await startStack({ webPort: WEB_PORT, platformPort: PLATFORM_PORT, quiet: true, freshDb: true, env: { SITES_LOCAL_PORT: String(FRONT_PORT) } });
  prefix = mkdtempSync(join(tmpdir(), 'mc-front-test-'));
  const front = renderFront({ listen: `127.0.0.1:${FRONT_PORT}`, upstreams: [`127.0.0.1:${WEB_PORT}`], serverNames: '*.localhost localhost', cacheDir: join(prefix, 'cache') });
  const conf = writeNginxPrefix(prefix, { front });
  const user = nobody();
  if (user) chownTree(prefix, user.uid, user.gid);
  nginx = spawn(NGINX, ['-c', conf, '-p', prefix, '-e', join(prefix, 'logs/error.log'), '-g', 'daemon off;'], { stdio: 'ignore', ...user });
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

describe.skipIf(!NGINX)('the nginx caching front (deploy/nginx)', () => {
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
    expect(degraded.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    await stack!.startPlatform();
    await sleep(DEGRADED_EXPIRY_MS);

    const stale = await get('mcdk', '/help/');
    expect(stale.status).toBe(200);
    expect(['STALE', 'UPDATING']).toContain(cacheStatus(stale));
    expect(stale.body).toBe(degraded.body);

    let healed = stale;
    for (let i = 0; i < 150 && !(cacheStatus(healed) === 'HIT' && /s-maxage=300/.test(String(healed.headers['cache-control']))); i += 1) {
      await sleep(100);
      healed = await get('mcdk', '/help/');
    }
    expect(cacheStatus(healed)).toBe('HIT');
    expect(healed.headers['cache-control']).toMatch(/s-maxage=300/);
  }, 45_000);

  it('keeps serving what it holds, fresh or expired, while the instance is down', async () => {
    const fresh = await get('mcuk', '/online-slots/');
    await stack!.stopPlatform();
    const degraded = await get('mcse', '/help/');
    expect(degraded.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
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
