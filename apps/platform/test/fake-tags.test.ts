import { Script, createContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TAG_COOKIES, FAKE_TAG_VENDORS, fakeTagScript } from '../src/fake-tags/fake-tag-scripts.ts';
import { ADMIN, startPlatform, type TestPlatform } from './helpers/platform.ts';

describe('fake third-party tags', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('serves a loader per vendor as JavaScript, and nothing else', async () => {
    for (const vendor of FAKE_TAG_VENDORS) {
      const res = await platform.app.inject({ url: `/fake-tags/${vendor}.js?id=x` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(() => new Script(res.body)).not.toThrow();
    }
    for (const url of ['/fake-tags/evil.js', '/fake-tags/analytics', '/fake-tags/..%2Fconfig.js'])
      expect((await platform.app.inject({ url })).statusCode).toBe(404);
  });

  it('records beacons, pixels and frames, readable only with the admin token', async () => {
    await platform.app.inject({ method: 'DELETE', url: '/fake-tags/hits', headers: ADMIN });
    const beacon = { vendor: 'analytics', kind: 'dataLayer', args: [['config', 'G-1']], id: 'G-1', page: 'http://mcuk.localhost:3000/?t=1' };
    const sent = await platform.app.inject({
      method: 'POST',
      url: '/fake-tags/hits',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://mcuk.localhost:3000' },
      payload: JSON.stringify(beacon),
    });
    expect(sent.statusCode).toBe(204);
    expect(
      (await platform.app.inject({ method: 'POST', url: '/fake-tags/hits', headers: { 'content-type': 'text/plain' }, payload: '{"vendor":"evil"}' }))
        .statusCode,
    ).toBe(400);
    const pixel = await platform.app.inject({ url: '/fake-tags/social-pixel/tr?ev=Lead&id=1', headers: { referer: 'http://mcuk.localhost:3000/?t=1' } });
    expect(pixel.headers['content-type']).toBe('image/gif');
    const frame = await platform.app.inject({ url: '/fake-tags/ad-platform/up?adv=a&upid=p', headers: { 'sec-fetch-dest': 'iframe' } });
    expect(frame.headers['content-type']).toMatch(/^text\/html/);
    expect((await platform.app.inject({ url: '/fake-tags/hits' })).statusCode).toBe(401);
    const read = await platform.app.inject({ url: '/fake-tags/hits?page=t%3D1', headers: ADMIN });
    expect(read.json().hits).toMatchObject([
      { ...beacon, origin: 'http://mcuk.localhost:3000' },
      { vendor: 'social-pixel', kind: 'request:tr', args: [{ ev: 'Lead', id: '1' }] },
    ]);
  });

  it("drains the snippet's queue in order and sets the vendor's cookie", () => {
    const calls: unknown[] = [];
    const cookies: string[] = [];
    const queued = Object.assign(() => {}, {
      queue: [
        ['init', '1001'],
        ['track', 'PageView'],
      ] as unknown[][],
    });
    const window = {
      __fakeTagCalls: calls,
      fbq: queued,
      location: { href: 'http://mcuk.localhost:3000/', protocol: 'http:' },
      navigator: { sendBeacon: () => true },
      Image: class {},
    } as Record<string, unknown>;
    const document = {
      currentScript: { src: 'http://social-pixel.tags.localhost:4100/fake-tags/social-pixel.js?id=1001' },
      set cookie(text: string) {
        cookies.push(text);
      },
    };
    const context = createContext({ ...window, window, document, URL, JSON, Math, Date, String, Array, encodeURIComponent });
    new Script(fakeTagScript('social-pixel')).runInContext(context);
    expect(calls).toEqual([
      { vendor: 'social-pixel', kind: 'load', args: ['1001'], id: '1001' },
      { vendor: 'social-pixel', kind: 'fbq', args: ['init', '1001'], id: '1001' },
      { vendor: 'social-pixel', kind: 'fbq', args: ['track', 'PageView'], id: '1001' },
    ]);
    expect(cookies).toEqual([expect.stringMatching(/^_fbp=fb\.1\.\d+\.\d+; Max-Age=7776000; Path=\/; SameSite=Lax$/)]);
    expect(FAKE_TAG_COOKIES['social-pixel']).toBe('_fbp');
  });
});
