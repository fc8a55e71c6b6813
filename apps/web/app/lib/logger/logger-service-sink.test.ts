import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORWARDED_PER_WINDOW, loggerServiceSink } from './logger-service-sink.ts';

afterEach(() => vi.unstubAllGlobals());

describe('logger service sink', () => {
  it('forwards warnings and errors, at most FORWARDED_PER_WINDOW a minute, then says how many it held back', async () => {
    const bodies: Array<{ url: string; body: { log: { Message: string; AdditionalData?: unknown } } }> = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      bodies.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    });
    let time = 0;
    const sink = loggerServiceSink('http://logger.test/', { name: 'web', domain: 'server' }, { now: () => time });
    sink('info', 'not forwarded', {});
    for (let i = 0; i < 500; i++) sink('error', 'render error', { url: '/x' });
    expect(bodies).toHaveLength(FORWARDED_PER_WINDOW);
    expect(bodies[0]!.url).toBe('http://logger.test/LogError');
    time += 60_000;
    sink('warn', 'next minute', {});
    expect(bodies).toHaveLength(FORWARDED_PER_WINDOW + 2);
    expect(JSON.stringify(bodies.at(-2)!.body)).toContain(String(500 - FORWARDED_PER_WINDOW));
    expect(bodies.at(-1)!.body.log.Message).toContain('next minute');
  });
});

describe('logger service sink allowance', () => {
  it('is the operator’s to set', () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => (bodies.push(init.body), new Response(null, { status: 204 })));
    const sink = loggerServiceSink('http://logger.test/', { name: 'web', domain: 'server' }, { perWindow: 3, now: () => 0 });
    for (let i = 0; i < 10; i++) sink('warn', 'x', {});
    expect(bodies).toHaveLength(3);
  });
});
