import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Logger } from '../logger/log-levels.ts';
import { RequestFailedError, requestData, requestDataOrThrow, requestUrl, type RequestSpec } from './request-data.ts';

const schema = z.object({ title: z.string() });
const fallback = { title: 'fallback' };
let server: Server;
let base: string;
let lastUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    lastUrl = req.url ?? '';
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api/, '');
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    switch (path) {
      case '/ok':
        return send(200, 'application/json; charset=utf-8', '{"title":"hello"}');
      case '/html':
        return send(200, 'text/html; charset=utf-8', '<p>hi</p>');
      case '/missing':
        return send(404, 'application/json', '{"error":"not found"}');
      case '/boom':
        return send(500, 'application/json', '{"error":"boom"}');
      case '/wrong-type':
        return send(200, 'text/plain', '{"title":"hello"}');
      case '/truncated':
        return send(200, 'application/json', '{"title":"hel');
      case '/malformed':
        return send(200, 'application/json', '{"title":42}');
      case '/stall':
        return; // never answers
      case '/echo-id':
        return send(200, 'application/json', JSON.stringify({ title: String(req.headers['x-request-id']) }));
      case '/echo-post': {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => send(200, 'application/json', JSON.stringify({ title: `${req.method} ${req.headers['content-type']} ${body}` })));
        return;
      }
      default:
        return send(200, 'application/json', '{"title":"default"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function spyLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger;
}
const call = (path: string, extra: Partial<RequestSpec<{ title: string }>> = {}, development = false) => {
  const logger = spyLogger();
  return requestData({ baseUrl: base, path, schema, fallback, timeoutMs: 500, ...extra }, { logger, development }).then((outcome) => ({ outcome, logger }));
};

describe('requestData', () => {
  it('leaves empty parameters out and repeats arrays per non-empty item', async () => {
    await call('ok', { query: { culture: 'en-GB', empty: '', none: undefined, groups: ['a', '', 'b'] } });
    expect(lastUrl).toBe('/api/ok?culture=en-GB&groups=a&groups=b');
    expect(requestUrl({ baseUrl: 'https://api.example/sites/mc', path: '/v1/x' })).toBe('https://api.example/sites/mc/v1/x');
  });

  it('reads and validates JSON', async () => {
    const { outcome, logger } = await call('ok');
    expect(outcome).toEqual({ ok: true, data: { title: 'hello' } });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('reads text when HTML is asked for', async () => {
    const logger = spyLogger();
    const outcome = await requestData({ baseUrl: base, path: 'html', schema: z.string(), fallback: '', accept: 'html' }, { logger, development: false });
    expect(outcome).toEqual({ ok: true, data: '<p>hi</p>' });
  });

  it('returns the fallback quietly on 404 (a warning only in development)', async () => {
    const prod = await call('missing');
    expect(prod.outcome).toEqual({ ok: false, data: fallback, reason: 'not-found' });
    expect(prod.logger.warn).not.toHaveBeenCalled();
    expect(prod.logger.error).not.toHaveBeenCalled();
    const dev = await call('missing', {}, true);
    expect(dev.logger.warn).toHaveBeenCalledOnce();
  });

  it('logs other error statuses as errors and returns the fallback', async () => {
    const { outcome, logger } = await call('boom');
    expect(outcome).toMatchObject({ ok: false, data: fallback, reason: 'status' });
    expect(logger.error).toHaveBeenCalledWith('back-end answered an error status', expect.objectContaining({ status: 500 }));
  });

  it('returns the fallback for a body that is not of a JSON content type', async () => {
    const { outcome, logger } = await call('wrong-type');
    expect(outcome).toMatchObject({ ok: false, reason: 'content-type', data: fallback });
    expect(logger.warn).toHaveBeenCalled();
  });

  it('returns the fallback with a warning for truncated or malformed JSON', async () => {
    for (const path of ['truncated', 'malformed']) {
      const { outcome, logger } = await call(path);
      expect(outcome).toMatchObject({ ok: false, reason: 'invalid', data: fallback });
      expect(logger.warn).toHaveBeenCalledOnce();
      expect(logger.error).not.toHaveBeenCalled();
    }
  });

  it('cuts a stalled call off at its timeout and logs it', async () => {
    const started = Date.now();
    const { outcome, logger } = await call('stall', { timeoutMs: 200 });
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logger.error).toHaveBeenCalledWith('back-end call timed out', expect.anything());
  });

  it('logs network errors and returns the fallback', async () => {
    const logger = spyLogger();
    const outcome = await requestData({ baseUrl: 'http://127.0.0.1:9/', path: 'x', schema, fallback }, { logger, development: false });
    expect(outcome).toMatchObject({ ok: false, reason: 'network', data: fallback });
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('ignores an aborted GET', async () => {
    const controller = new AbortController();
    const pending = call('stall', { signal: controller.signal, timeoutMs: 5000 });
    setTimeout(() => controller.abort(), 50);
    const { outcome, logger } = await pending;
    expect(outcome).toMatchObject({ ok: false, reason: 'aborted' });
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('sends JSON on POST', async () => {
    const { outcome } = await call('echo-post', { method: 'POST', body: { a: 1 } });
    expect(outcome).toEqual({ ok: true, data: { title: 'POST application/json {"a":1}' } });
  });

  it('sends the page request’s id to the back end, logs it with every entry, and reports each call', async () => {
    const logger = spyLogger();
    const calls: unknown[] = [];
    const deps = { logger, development: false, requestId: 'req-42-abcdef', service: 'site-api', onCall: (c: unknown) => calls.push(c) };
    expect(await requestData({ baseUrl: base, path: 'echo-id', schema, fallback }, deps)).toEqual({ ok: true, data: { title: 'req-42-abcdef' } });
    await requestData({ baseUrl: base, path: 'boom', schema, fallback }, deps);
    expect(logger.error).toHaveBeenCalledWith('back-end answered an error status', expect.objectContaining({ status: 500, requestId: 'req-42-abcdef' }));
    expect(calls).toEqual([
      { service: 'site-api', outcome: 'ok', ms: expect.any(Number) },
      { service: 'site-api', outcome: 'status', ms: expect.any(Number) },
    ]);
  });
});

describe('requestDataOrThrow', () => {
  it('gives the data, or throws the policy’s reason for callers with no fallback of their own', async () => {
    const deps = { logger: spyLogger(), development: false };
    await expect(requestDataOrThrow({ baseUrl: base, path: 'ok', schema, timeoutMs: 500 }, deps)).resolves.toEqual({ title: 'hello' });
    for (const [path, reason] of [
      ['missing', 'not-found'],
      ['boom', 'status'],
      ['malformed', 'invalid'],
      ['stall', 'timeout'],
    ] as const) {
      const failed = await requestDataOrThrow({ baseUrl: base, path, schema, timeoutMs: 300 }, deps).catch((error: unknown) => error);
      expect(failed, path).toBeInstanceOf(RequestFailedError);
      expect((failed as RequestFailedError).reason, path).toBe(reason);
    }
  });
});
