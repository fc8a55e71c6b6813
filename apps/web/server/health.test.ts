import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerProbe, createReadiness, HEALTH_PATH, READY_PATH, type ReadinessSources } from './health.ts';
import { createWebHandler, createWebServer, type RequestRecord } from './web-server.ts';

const API = 'http://api.test/sites/mc/';
const answering = (status: number) => vi.fn(async () => new Response('{}', { status }));
const refusing = () =>
  vi.fn(async () => {
    throw new TypeError('fetch failed');
  });

function readiness(sources: Partial<ReadinessSources>) {
  return createReadiness({ apiHosts: [API], dataCacheWarm: () => false, redisPing: null, ...sources });
}

describe('readiness', () => {
  it('is ready when the site API answers (any status below 500), with a cold cache', async () => {
    expect(await readiness({ fetch: answering(404) }).report()).toEqual({ ready: true, draining: false, siteApi: 'up', dataCache: 'cold', redis: 'none' });
  });

  it('is not ready when the site API is down and the data cache is cold', async () => {
    for (const fetch of [refusing(), answering(503)]) {
      expect(await readiness({ fetch }).report()).toMatchObject({ ready: false, siteApi: 'down', dataCache: 'cold' });
    }
  });

  it('stays ready through a back-end outage while the data cache is warm', async () => {
    expect(await readiness({ fetch: refusing(), dataCacheWarm: () => true }).report()).toMatchObject({ ready: true, siteApi: 'down', dataCache: 'warm' });
  });

  it('needs every site API, and the shared Redis when one is configured', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) => new Response('{}', { status: String(url).includes('/mcde/') ? 502 : 200 }));
    expect((await readiness({ apiHosts: [API, 'http://api.test/sites/mcde/'], fetch }).report()).siteApi).toBe('down');
    const redisDown = readiness({ fetch: answering(200), dataCacheWarm: () => true, redisPing: () => Promise.reject(new Error('redis not connected')) });
    expect(await redisDown.report()).toMatchObject({ ready: false, redis: 'down' });
    expect(await readiness({ fetch: answering(200), redisPing: async () => 'PONG' }).report()).toMatchObject({ ready: true, redis: 'up' });
  });

  it('turns not ready at once when draining, whatever the last checks said', async () => {
    const state = readiness({ fetch: answering(200) });
    expect((await state.report()).ready).toBe(true);
    state.drain();
    expect(await state.report()).toMatchObject({ ready: false, draining: true, siteApi: 'up' });
  });

  it('reuses one check for probes that arrive together', async () => {
    const fetch = answering(200);
    const state = readiness({ fetch });
    await Promise.all([state.report(), state.report(), state.report()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the probes on the front door', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function start(ready: ReturnType<typeof readiness>) {
    const seen: string[] = [];
    const finished: RequestRecord[] = [];
    const handler = createWebHandler({
      pipeline: async (request) => {
        seen.push(new URL(request.url).pathname);
        return new Response('page');
      },
      securityHeaders: true,
      log: () => {},
      operator: { probe: (req, res) => answerProbe(req, res, ready), draining: () => ready.draining, finished: (_req, _res, record) => finished.push(record) },
    });
    server = createWebServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const send = (path: string, method = 'GET', host = 'evil.example') =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = httpRequest({ port, host: '127.0.0.1', path, method, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });
    return { send, seen, finished };
  }

  it('answers /healthz and /readyz for any Host, uncached, without the app and without a request record', async () => {
    const { send, seen, finished } = await start(readiness({ fetch: answering(200) }));
    for (const host of ['evil.example', 'bad host', '10.0.0.7:3000']) {
      const health = await send(`${HEALTH_PATH}?probe=kubelet`, 'GET', host);
      expect(health.status).toBe(200);
      expect(health.headers['cache-control']).toContain('no-store');
      expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
    }
    const ready = await send(READY_PATH);
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toContain('no-store');
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready', siteApi: 'up' });
    expect((await send(READY_PATH, 'HEAD')).status).toBe(200);
    expect((await send(HEALTH_PATH, 'POST')).status).toBe(405);
    expect(seen).toEqual([]);
    expect(finished).toEqual([]);
    // Only the probe paths themselves: anything else goes to the app.
    await send('/healthz/', 'GET', 'mc.localhost');
    expect(seen).toEqual(['/healthz/']);
  });

  it('answers /readyz 503 when it cannot render, and 503 with Connection: close while draining', async () => {
    const cold = await start(readiness({ fetch: refusing() }));
    const down = await cold.send(READY_PATH);
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toMatchObject({ status: 'not ready', siteApi: 'down', dataCache: 'cold' });
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));

    const state = readiness({ fetch: answering(200) });
    const { send } = await start(state);
    state.drain();
    const draining = await send(READY_PATH);
    expect(draining.status).toBe(503);
    expect(draining.headers.connection).toBe('close');
    expect(JSON.parse(draining.body)).toMatchObject({ draining: true });
    // Pages are still served while the instance drains, each closing its connection.
    const page = await send('/', 'GET', 'mc.localhost');
    expect(page.status).toBe(200);
    expect(page.headers.connection).toBe('close');
    expect((await send(HEALTH_PATH)).status).toBe(200);
  });
});
