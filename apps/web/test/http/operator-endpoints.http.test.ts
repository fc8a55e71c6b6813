import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../scripts/stack.mjs';
import { HEALTH_PATH, READY_PATH } from '../../server/health.ts';
import { startFaultProxy, type FaultProxy } from '../fault-proxy.ts';
import { httpGet } from '../http-get.ts';
import { startWebInstance, type WebInstance } from '../web-instance.ts';

// The operator's side of an instance (deploy/README.md, "Health, readiness and metrics"): the
// stack as `npm start` runs it, with its metrics listeners on ports of this file's own, and
// single web instances behind a fault proxy to take the site API away.
const WEB_PORT = Number(process.env.OPS_WEB_PORT ?? 3111);
const PLATFORM_PORT = Number(process.env.OPS_PLATFORM_PORT ?? 4211);
const METRICS_PORT = Number(process.env.OPS_METRICS_PORT ?? 9511);
const PLATFORM_METRICS_PORT = METRICS_PORT + 1;
const INSTANCE_PORT = WEB_PORT + 1;
const PROXY_BASE = Number(process.env.OPS_PROXY_PORT ?? 5711);
const LOGS = join(import.meta.dirname, '../../../../artifacts/logs');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const metricsText = async (port: number) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
/** The value of one sample line (`name{labels}`), 0 when absent. */
const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  );

/** Polls `check` until it returns a value (not undefined), at most `tries` times 100 ms apart. */
async function until<T>(what: string, check: () => Promise<T | undefined>, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`gave up waiting for ${what}`);
}

const readyz = async (port: number) => {
  const res = await fetch(`http://127.0.0.1:${port}${READY_PATH}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, connection: res.headers.get('connection') };
};

let stack: Stack | undefined;
beforeAll(async () => {
  stack = await startStack({
    webPort: WEB_PORT,
    platformPort: PLATFORM_PORT,
    quiet: true,
    freshDb: true,
    // As `npm start` has them: metrics on (here on this file's ports), production mode.
    metrics: true,
    // No request counts as slow here (a loaded machine would turn the page's info line into a warning).
    env: { METRICS_PORT: String(METRICS_PORT), NODE_ENV: 'production', SLOW_REQUEST_MS: '600000' },
    // Debug: the platform's one line per request, to find the web app's request id in it.
    platformEnv: { PLATFORM_METRICS_PORT: String(PLATFORM_METRICS_PORT), PLATFORM_LOG_LEVEL: 'debug', NODE_ENV: 'production' },
  });
}, 120_000);
afterAll(() => stack?.stop());

describe('the stack as npm start runs it', () => {
  it('reports mode="production" in mondo_build_info: the React build the web process has loaded', async () => {
    expect(await metricsText(METRICS_PORT)).toMatch(/^mondo_build_info\{version="[^"]+",mode="production"\} 1$/m);
    expect(await metricsText(PLATFORM_METRICS_PORT)).toMatch(/^mondo_build_info\{version="[^"]+",mode="production"\} 1$/m);
  });

  it('answers /healthz and /readyz for any Host, uncached, unlogged and uncounted', async () => {
    for (const host of ['mcuk.localhost', 'unknown.example', `127.0.0.1:${WEB_PORT}`]) {
      for (const path of [HEALTH_PATH, READY_PATH]) {
        const res = await httpGet(WEB_PORT, host, path);
        expect(res.status, `${host}${path}`).toBe(200);
        expect(res.headers['cache-control']).toContain('no-store');
      }
    }
    expect(JSON.parse((await httpGet(WEB_PORT, 'mc.localhost', READY_PATH)).body)).toMatchObject({ ready: true, siteApi: 'up', redis: 'none' });
    for (const path of [HEALTH_PATH, READY_PATH]) {
      const res = await fetch(`http://127.0.0.1:${PLATFORM_PORT}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(await metricsText(METRICS_PORT)).not.toMatch(/healthz|readyz/);
    expect(readFileSync(join(LOGS, `web-${WEB_PORT}.log`), 'utf8')).not.toMatch(/healthz|readyz/);
  });

  it('counts a page by its content type, its render time, data-cache misses and back-end calls', async () => {
    const before = await metricsText(METRICS_PORT);
    expect((await httpGet(WEB_PORT, `mcuk.localhost:${WEB_PORT}`, '/online-slots/')).status).toBe(200);
    const after = await metricsText(METRICS_PORT);
    const grew = (series: string) => sample(after, series) - sample(before, series);
    expect(grew('mondo_http_requests_total{kind="game-category",status="200"}')).toBe(1);
    expect(grew('mondo_render_duration_seconds_count{kind="game-category"}')).toBe(1);
    expect(grew('mondo_data_cache_lookups_total{result="miss"}')).toBeGreaterThan(0);
    expect(grew('mondo_backend_request_duration_seconds_count{service="site-api",outcome="ok"}')).toBeGreaterThan(0);
    expect(after).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(after).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    // The same page again comes from the data cache.
    await httpGet(WEB_PORT, `mcuk.localhost:${WEB_PORT}`, '/online-slots/');
    expect(sample(await metricsText(METRICS_PORT), 'mondo_data_cache_lookups_total{result="hit"}')).toBeGreaterThan(
      sample(after, 'mondo_data_cache_lookups_total{result="hit"}'),
    );
  });

  it('logs one line for a page under the incoming request id, which the platform logs for the back-end calls it made', async () => {
    const id = `ops-test-${Date.now()}`;
    expect((await httpGet(WEB_PORT, `mcse.localhost:${WEB_PORT}`, '/', { 'x-request-id': id })).status).toBe(200);
    const webLine = await until('the web log line', async () =>
      readFileSync(join(LOGS, `web-${WEB_PORT}.log`), 'utf8')
        .split('\n')
        .find((line) => line.includes(id)),
    );
    expect(JSON.parse(webLine)).toMatchObject({ level: 'info', requestId: id, msg: expect.stringMatching(/^GET mcse\.localhost:\d+\/ 200 \d+ ms$/) });
    // The platform's own lines for the calls (a web-side error forwarded to its logger service may name the id too, in its data).
    const platformLines = await until('the platform log lines', async () => {
      const lines = readFileSync(join(LOGS, `platform-${PLATFORM_PORT}.log`), 'utf8')
        .split('\n')
        .filter((line) => line.includes(id))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.requestId === id);
      return lines.length > 0 ? lines : undefined;
    });
    for (const line of platformLines) expect(line).toMatchObject({ url: expect.stringMatching(/^\/sites\/mcse\//) });
  });
});

describe('readiness and drain of one instance', () => {
  let proxy: FaultProxy | undefined;
  const instances: WebInstance[] = [];
  beforeAll(async () => {
    proxy = await startFaultProxy({ upstream: `http://127.0.0.1:${PLATFORM_PORT}`, basePort: PROXY_BASE, stallMs: 20_000 });
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop(2000)));
    await proxy?.close();
  });
  const start = async (port: number, env: Record<string, string> = {}) => {
    const instance = await startWebInstance(port, { ...proxy!.webEnv(), SITES_LOCAL_PORT: String(port), ...env });
    instances.push(instance);
    return instance;
  };

  it('is not ready while the site API is down and its cache is cold; a warm instance stays ready', async () => {
    const warm = await start(INSTANCE_PORT);
    expect((await httpGet(warm.port, `mcuk.localhost:${warm.port}`, '/')).status).toBe(200);
    expect((await readyz(warm.port)).status).toBe(200);
    await proxy!.setFault('siteApi', 'refuse');
    try {
      // Readiness rechecks once its last answer is a second old: wait for it to see the outage.
      const duringOutage = await until('the warm instance to see the outage', async () => {
        const answer = await readyz(warm.port);
        return answer.body.siteApi === 'down' ? answer : undefined;
      });
      expect(duringOutage).toMatchObject({ status: 200, body: { ready: true, dataCache: 'warm' } });

      const cold = await start(INSTANCE_PORT + 1);
      expect(await readyz(cold.port)).toMatchObject({ status: 503, body: { ready: false, siteApi: 'down', dataCache: 'cold', draining: false } });
      await proxy!.clearFault('siteApi');
      await until('the cold instance to turn ready', async () => ((await readyz(cold.port)).status === 200 ? true : undefined));
    } finally {
      await proxy!.clearAll();
    }
  });

  it('on SIGTERM turns /readyz 503 at once, goes on serving through the pause with Connection: close, then exits 0', async () => {
    const instance = await start(INSTANCE_PORT + 2, { SHUTDOWN_DELAY_MS: '15000' });
    expect((await httpGet(instance.port, `mcuk.localhost:${instance.port}`, '/')).status).toBe(200);
    instance.proc.kill('SIGTERM');
    const draining = await until('readiness to turn 503', async () => {
      const answer = await readyz(instance.port);
      return answer.status === 503 ? answer : undefined;
    });
    expect(draining.body).toMatchObject({ ready: false, draining: true });
    const page = await httpGet(instance.port, `mcuk.localhost:${instance.port}`, '/');
    expect(page.status).toBe(200);
    expect(page.headers.connection).toBe('close');
    expect(await instance.exited).toEqual({ code: 0, signal: null });
  });

  it('lets a request in flight finish after SIGTERM before it exits 0', async () => {
    const instance = await start(INSTANCE_PORT + 3, { SHUTDOWN_DELAY_MS: '0' });
    await proxy!.setFault('siteApi', 'stall');
    try {
      const before = proxy!.count('siteApi');
      // A cold page: its back-end calls stall, and it renders from fallbacks when its time budget ends.
      const page = httpGet(instance.port, `mcde.localhost:${instance.port}`, '/');
      await until('the page’s back-end call', async () => (proxy!.count('siteApi') > before ? true : undefined));
      instance.proc.kill('SIGTERM');
      expect((await page).status).toBe(200);
      expect(await instance.exited).toEqual({ code: 0, signal: null });
      // The listener was closed: nothing answers any more.
      await expect(fetch(`http://127.0.0.1:${instance.port}${HEALTH_PATH}`)).rejects.toThrow();
    } finally {
      await proxy!.clearAll();
    }
  });
});
