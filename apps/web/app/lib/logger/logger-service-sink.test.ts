import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORWARDED_PER_WINDOW, loggerServiceSink } from './logger-service-sink.ts';

afterEach(() => vi.unstubAllGlobals());

describe('logger service sink', () => {
  it('forwards info, warnings and errors (never debug), at most FORWARDED_PER_WINDOW a minute, then says how many it held back', async () => {
    const bodies: Array<{ url: string; body: { log: { Message: string; AdditionalData?: unknown } } }> = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      bodies.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    });
    let time = 0;
    const sink = loggerServiceSink('http://logger.test/', { name: 'web', domain: 'server' }, { now: () => time });
    sink('debug', 'not forwarded', {});
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

describe('logger service sink bodies', () => {
  it('sends info as LogInfo (900), warnings as LogWarn (800), errors as LogError (1000), spec/shell.md section 7', () => {
    const sent: Array<{ url: string; number: number }> = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      sent.push({ url: String(url), number: (JSON.parse(String(init.body)) as { log: { Number: number } }).log.Number });
      return new Response(null, { status: 204 });
    });
    const sink = loggerServiceSink('http://logger.test/', { name: 'web', domain: 'server' }, { now: () => 0 });
    sink('info', 'data cache revalidated', { tags: ['games'] });
    sink('warn', 'w', {});
    sink('error', 'e', {});
    sink('debug', 'd', {});
    expect(sent).toEqual([
      { url: 'http://logger.test/LogInfo', number: 900 },
      { url: 'http://logger.test/LogWarn', number: 800 },
      { url: 'http://logger.test/LogError', number: 1000 },
    ]);
  });

  it('fills the user part from the record: cookie names only (in AdditionalData too), the user agent, the URL', () => {
    const bodies: Array<{ app: { Url: string }; user: { Cookies: string; UserAgent: string }; log: { AdditionalData: string } }> = [];
    vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => (bodies.push(JSON.parse(String(init.body))), new Response(null, { status: 204 })));
    const sink = loggerServiceSink('http://logger.test/', { name: 'web', domain: 'server' }, { now: () => 0 });
    sink('error', 'render error', { url: 'https://mc.example/x/', cookies: 'mc_play=SESSION-VALUE-1; Aname=partner-7', userAgent: 'Firefox' });
    sink('warn', 'no request', {});
    expect(bodies[0]!.user).toEqual({ Cookies: 'mc_play; Aname', UserAgent: 'Firefox' });
    expect(bodies[0]!.app.Url).toBe('https://mc.example/x/');
    expect(JSON.stringify(bodies[0])).not.toMatch(/SESSION-VALUE|partner-7/);
    expect(bodies[1]!.user).toEqual({ Cookies: '', UserAgent: '' });
  });
});
