// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGER_META, reportClientError } from './client-error-report.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  for (const pair of document.cookie.split(';')) document.cookie = `${pair.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('a client error report', () => {
  it('goes to LogError with the page’s cookie names, never their values', async () => {
    const meta = document.createElement('meta');
    meta.name = LOGGER_META;
    meta.content = 'https://logger.test/';
    document.head.append(meta);
    document.cookie = 'Aname=partner-42';
    document.cookie = '_ga=GA1.1.99887766.1700000000';
    const calls: Array<{ url: string; body: { user: { Cookies: string }; log: { Number: number } } }> = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => (calls.push({ url: String(url), body: JSON.parse(String(init.body)) }), new Response(null)));
    reportClientError(new Error('boom'), { pathname: '/x/' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://logger.test/LogError');
    expect(calls[0]!.body.log.Number).toBe(1000);
    expect(calls[0]!.body.user.Cookies).toBe('Aname; _ga');
    expect(JSON.stringify(calls[0]!.body)).not.toMatch(/partner-42|99887766/);
  });

  it('sends nothing where reporting is off (no logger meta: development)', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    reportClientError(new Error('boom'), { pathname: '/' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
