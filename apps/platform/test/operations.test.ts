import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformMetrics, createPlatformReadiness } from '../src/server/operations.ts';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';

/** A platform at the given log level whose log lines the test reads. */
async function platformLogging(level: string, extra: Parameters<typeof startPlatform>[0] = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const platform = await startPlatform({ logger: { level, stream }, ...extra });
  return { platform, lines };
}

describe('probes', () => {
  let platform: TestPlatform;
  const readiness = createPlatformReadiness();
  beforeAll(async () => {
    platform = await startPlatform({ readiness });
  });
  afterAll(() => platform.close());

  it('answers /healthz and /readyz uncached, and /readyz 503 once draining', async () => {
    const health = await platform.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await platform.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ready: true, database: 'up', draining: false });
    readiness.drain();
    const draining = await platform.app.inject('/readyz');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ ready: false, draining: true });
    expect(draining.headers.connection).toBe('close');
    // Still serving while it drains, each answer closing its connection.
    const served = await platform.app.inject('/maintenance/');
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });
});

describe('request log and request id', () => {
  it('writes no line per request at info, one at debug, and names the incoming request id', async () => {
    const info = await platformLogging('info');
    await info.platform.app.inject({ url: '/maintenance/', headers: { 'x-request-id': 'web-req-0001' } });
    await info.platform.app.inject('/healthz');
    await info.platform.app.inject('/no-such-endpoint');
    await info.platform.close();
    expect(info.lines.filter((line) => line.requestId !== undefined)).toEqual([]);

    const debug = await platformLogging('debug');
    await debug.platform.app.inject({ url: '/maintenance/?code=secret-handoff', headers: { 'x-request-id': 'web-req-0002' } });
    await debug.platform.app.inject({ url: '/maintenance/', headers: { 'x-request-id': 'bad id with spaces' } });
    await debug.platform.app.inject('/readyz');
    await debug.platform.close();
    const requests = debug.lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ requestId: 'web-req-0002', method: 'GET', url: '/maintenance/?code=[redacted]', status: 200 });
    expect(String(requests[1]!.requestId)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a slow request at warn with its request id', async () => {
    const { platform, lines } = await platformLogging('info', { env: { PLATFORM_SLOW_REQUEST_MS: '0' } });
    await platform.app.inject({ url: '/maintenance/', headers: { 'x-request-id': 'web-req-slow-1' } });
    await platform.close();
    expect(lines.find((line) => line.msg === 'slow request')).toMatchObject({ level: 40, requestId: 'web-req-slow-1', url: '/maintenance/' });
  });
});

describe('metrics', () => {
  it('counts requests by route pattern, method and status, beside the build and Node’s metrics; probes are not counted', async () => {
    const metrics = createPlatformMetrics('production');
    const platform = await startPlatform({ metrics });
    await platform.app.inject('/maintenance/');
    await platform.app.inject('/sites/mcuk/v1/games/by-groups');
    await platform.app.inject('/sites/nope/v1/games/by-groups');
    await platform.app.inject('/healthz');
    await platform.close();
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/mondo_build_info\{version="[^"]+",mode="production"\} 1/);
    expect(text).toContain('mondo_platform_http_requests_total{route="/maintenance",method="GET",status="200"} 1');
    expect(text).toContain('mondo_platform_http_requests_total{route="/sites/:site/v1/games/by-groups",method="GET",status="400"} 1');
    expect(text).toContain('mondo_platform_http_requests_total{route="/sites/:site/v1/games/by-groups",method="GET",status="404"} 1');
    expect(text).not.toContain('/healthz');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });
});
