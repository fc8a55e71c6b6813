import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HAS_NGINX, NGINX, nginxLaunch, renderFront, writeNginxPrefix } from '../../../../deploy/nginx/nginx-config.ts';
import { loadConfig } from '../../server/load-config.ts';
import { startWebInstance, type WebInstance } from '../web-instance.ts';

// A rolling restart as an operator does one (deploy/README.md, "Graceful shutdown"): two
// instances behind the recipe's nginx front, each stopped with SIGTERM and started again in
// turn while a bounded load runs through the front. Every request must succeed: the instance
// leaving finishes what it has and closes its connections, nginx sends what it cannot place
// there to the other one. The load bypasses the page cache (the recipe's refresh header), so
// every request reaches an instance.
const PORTS = [Number(process.env.ROLLING_WEB_PORT ?? 3121), Number(process.env.ROLLING_WEB_PORT ?? 3121) + 1];
const FRONT_PORT = Number(process.env.ROLLING_FRONT_PORT ?? 8321);
const METRICS_BASE = Number(process.env.ROLLING_METRICS_PORT ?? 9521);
const REFRESH_TOKEN = 'rolling-restart-test-refresh-token';
/** Requests in flight at once: enough to keep both instances busy, few enough for a loaded 2-core machine. */
const CONCURRENCY = 3;
/** The pages the load asks for, round robin (each a render: the refresh header skips the cache). */
const TARGETS = [
  ['mcuk', '/'],
  ['mcuk', '/online-slots/'],
  ['mcde', '/'],
  ['mcse', '/'],
] as const;
const INSTALL_NGINX = 'apt-get install -y nginx';
const REQUIRED = Boolean(process.env.CI) && process.env.CI !== 'false';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const INSTANCE_ENV = { SITES_LOCAL_PORT: String(FRONT_PORT) };
const SITES = loadConfig({ ...process.env, ...INSTANCE_ENV }).sites;

let nginx: ChildProcess | undefined;
let prefix = '';
const instances: Array<WebInstance | undefined> = [undefined, undefined];

function startInstance(index: number): Promise<WebInstance> {
  return startWebInstance(PORTS[index]!, {
    ...INSTANCE_ENV,
    REFERENCE_API_ORIGIN: `http://127.0.0.1:${inject('platformPort')}`,
    METRICS_PORT: String(METRICS_BASE + index),
    // The pre-stop pause: readiness is 503 and every response closes its connection, then the listener closes.
    SHUTDOWN_DELAY_MS: '500',
  });
}

/** Requests the instance has answered since it started, from its own metrics. */
async function served(index: number): Promise<number> {
  const text = await fetch(`http://127.0.0.1:${METRICS_BASE + index}/metrics`).then(
    (res) => res.text(),
    () => '',
  );
  return text
    .split('\n')
    .filter((line) => line.startsWith('mondo_http_requests_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
}

/** Waits (bounded) until nginx sends the instance traffic again: it has answered `atLeast` requests. */
async function untilServing(index: number, atLeast = 5): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    if ((await served(index)) >= atLeast) return;
    await sleep(100);
  }
  throw new Error(`instance ${index} got no traffic through the front`);
}

beforeAll(async () => {
  if (!HAS_NGINX) return;
  for (const index of [0, 1]) instances[index] = await startInstance(index);
  prefix = mkdtempSync(join(tmpdir(), 'mc-rolling-test-'));
  const front = renderFront({
    listen: `127.0.0.1:${FRONT_PORT}`,
    upstreams: PORTS.map((port) => `127.0.0.1:${port}`),
    sites: SITES,
    cacheDir: join(prefix, 'cache'),
    refreshToken: REFRESH_TOKEN,
  });
  const { args, ids } = nginxLaunch(writeNginxPrefix(prefix, { front }), prefix);
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore', ...ids });
  for (let tries = 0; ; tries += 1) {
    if ((await get(new Agent(), 'mcuk', '/robots.txt').catch(() => 0)) === 200) break;
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start (see ${prefix}/logs/error.log)`);
    await sleep(100);
  }
}, 120_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance?.stop(5000)));
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** One GET through the front; resolves the status (the body read to its end), rejects on a connection error. */
function get(agent: Agent, code: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: FRONT_PORT,
        path,
        agent,
        headers: { host: `${code}.localhost:${FRONT_PORT}`, 'x-cache-refresh': REFRESH_TOKEN, 'accept-encoding': 'br' },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

if (!HAS_NGINX && REQUIRED) {
  describe('the rolling restart behind nginx in CI', () => {
    it('needs Debian’s nginx', () => {
      throw new Error(`${NGINX} does not run, and CI requires the rolling-restart test: ${INSTALL_NGINX} (or point NGINX_BIN at an nginx binary)`);
    });
  });
}

describe.skipIf(!HAS_NGINX)('a rolling restart behind the nginx front (deploy/nginx)', () => {
  it('restarts both instances one after the other under load with zero failed requests', async () => {
    let running = true;
    let sent = 0;
    const failures: string[] = [];
    const worker = async (offset: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = offset; running; i += CONCURRENCY) {
        const [code, path] = TARGETS[i % TARGETS.length]!;
        sent += 1;
        try {
          const status = await get(agent, code, path);
          if (status !== 200) failures.push(`${code}${path}: ${status}`);
        } catch (error) {
          failures.push(`${code}${path}: ${(error as Error).message}`);
        }
      }
      agent.destroy();
    };
    const load = Promise.all(Array.from({ length: CONCURRENCY }, (_, offset) => worker(offset)));
    const exits: Array<{ code: number | null; signal: NodeJS.Signals | null }> = [];
    try {
      await untilServing(0);
      await untilServing(1);
      for (const index of [0, 1]) {
        exits.push(await instances[index]!.stop());
        instances[index] = await startInstance(index);
        // The other instance goes only once nginx sends this one traffic again.
        await untilServing(index);
      }
    } finally {
      running = false;
      await load;
    }
    expect(exits).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(20);
  }, 240_000);
});
