import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceOf, startFaultProxy, type FaultProxy } from './fault-proxy.ts';

// Ports of the fault-injection harness (5500-5599); this file uses 5590-5595 and 4590.
const UPSTREAM_PORT = Number(process.env.FAULT_PROXY_TEST_UPSTREAM_PORT ?? 4590);
const BASE_PORT = Number(process.env.FAULT_PROXY_TEST_BASE_PORT ?? 5590);

let upstream: Server;
let proxy: FaultProxy;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const body = JSON.stringify({ path: req.url, method: req.method, padding: 'x'.repeat(200) });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': req.headers.origin ?? '*', 'x-upstream': '1' });
    res.end(body);
  });
  await new Promise<void>((resolve) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', resolve));
  proxy = await startFaultProxy({ upstream: `http://127.0.0.1:${UPSTREAM_PORT}`, basePort: BASE_PORT, stallMs: 400 });
});
afterEach(() => proxy.clearAll());
afterAll(async () => {
  await proxy?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

const get = (path: string, service: Parameters<FaultProxy['origin']>[0] = 'siteApi', init: RequestInit = {}) =>
  fetch(`${proxy.origin(service)}${path}`, { ...init, signal: AbortSignal.timeout(3000) });

describe('serviceOf', () => {
  it('classifies paths by service', () => {
    expect(serviceOf('/sites/mcuk/v1/games?culture=en-GB')).toBe('siteApi');
    expect(serviceOf('/geo/?brand_code=MCUK')).toBe('geo');
    expect(serviceOf('/geo/SE/')).toBe('geo');
    expect(serviceOf('/currency/GBP/?no-cache=1')).toBe('currency');
    expect(serviceOf('/user-context/?brand_code=MCUK')).toBe('userContext');
    expect(serviceOf('/maintenance/')).toBe('maintenance');
    expect(serviceOf('/logger/LogError')).toBe('logger');
    expect(serviceOf('/img/games/x.svg')).toBe('other');
    expect(serviceOf('/geography/')).toBe('other');
  });
});

describe('fault proxy', () => {
  it('forwards with upstream headers (CORS included) and counts per service', async () => {
    proxy.resetCounts();
    const res = await get('/geo/?brand_code=MCUK', 'geo', { headers: { origin: 'http://mcuk.localhost:1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://mcuk.localhost:1');
    expect(res.headers.get('x-upstream')).toBe('1');
    expect(((await res.json()) as { path: string }).path).toBe('/geo/?brand_code=MCUK');
    expect(proxy.count('geo')).toBe(1);
    expect(proxy.count('siteApi')).toBe(0);
  });

  it('fails only the faulted service', async () => {
    await proxy.setFault('currency', '500');
    const failed = await get('/currency/GBP/', 'currency', { headers: { origin: 'http://a.localhost' } });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://a.localhost');
    expect((await get('/geo/', 'currency')).status).toBe(200);
    expect(proxy.faulted('currency')).toBeGreaterThan(0);
  });

  it('malformed and wrong-type answers are 200s the client cannot use', async () => {
    await proxy.setFault('siteApi', 'malformed');
    const malformed = await get('/sites/mcuk/v1/games');
    expect(malformed.headers.get('content-type')).toMatch(/application\/json/);
    await expect(malformed.json()).rejects.toThrow();
    await proxy.setFault('siteApi', 'wrong-type');
    const html = await get('/sites/mcuk/v1/games');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('truncated: the declared length never arrives', async () => {
    await proxy.setFault('siteApi', 'truncated');
    const res = await get('/sites/mcuk/v1/games');
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it('stall holds the answer, then sends the real one', async () => {
    await proxy.setFault('maintenance', 'stall');
    const started = Date.now();
    const res = await get('/maintenance/', 'maintenance');
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(res.status).toBe(200);
    expect(proxy.abandoned('maintenance')).toEqual([]);
  });

  it('stall records how long a client waited before giving up', async () => {
    await proxy.setFault('geo', 'stall');
    proxy.resetCounts();
    await expect(fetch(`${proxy.origin('geo')}/geo/`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    await expect.poll(() => proxy.abandoned('geo').length).toBe(1);
    expect(proxy.abandoned('geo')[0]).toBeGreaterThanOrEqual(90);
    expect(proxy.abandoned('geo')[0]).toBeLessThan(350);
  });

  it('reset drops the connection; refuse closes the port, and clearing opens it again', async () => {
    await proxy.setFault('logger', 'reset');
    await expect(get('/logger/LogError', 'logger', { method: 'POST', body: '{}' })).rejects.toThrow();
    await proxy.setFault('logger', 'refuse');
    const refused = await get('/logger/LogError', 'logger', { method: 'POST', body: '{}' }).catch((error: Error) => error.cause as NodeJS.ErrnoException);
    expect((refused as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    await proxy.clearFault('logger');
    expect((await get('/logger/LogError', 'logger', { method: 'POST', body: '{}' })).status).toBe(200);
  });
});
