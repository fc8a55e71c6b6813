import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOrigin } from '@mc/sites/resolve-site';
import { SITES } from '../src/lib/markets.ts';
import { ADMIN, PREVIEW, SITES_LOCAL_PORT, startPlatform, type TestPlatform } from './helpers/platform.ts';

const SITE_PAGE = `http://mcuk.localhost:${SITES_LOCAL_PORT}`;
const FOREIGN = ['https://evil.example', `http://mcuk.localhost:${SITES_LOCAL_PORT + 1}`, 'http://localhost:5173', 'null'];

/** The platform as configured by `env`, answering one request per call. */
async function withPlatform(env: Record<string, string>, check: (platform: TestPlatform) => Promise<void>) {
  const platform = await startPlatform({ env });
  try {
    await check(platform);
  } finally {
    await platform.close();
  }
}

const allowedOrigin = async (platform: TestPlatform, origin: string) =>
  (await platform.app.inject({ url: '/geo/?brand_code=MCUK', headers: { origin } })).headers['access-control-allow-origin'];

describe('CORS outside development', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('answers the site pages of PLATFORM_SITES_LOCAL_PORTS (every site) and no other origin', async () => {
    for (const site of SITES) {
      const origin = `http://${site.localCode.toLowerCase()}.localhost:${SITES_LOCAL_PORT}`;
      expect(await allowedOrigin(platform, origin), origin).toBe(origin);
    }
    for (const origin of FOREIGN) expect(await allowedOrigin(platform, origin), origin).toBeUndefined();
  });

  it('lets a site page preflight the logger, and no foreign page preflight a token header', async () => {
    const preflight = (origin: string, headers: string) =>
      platform.app.inject({
        method: 'OPTIONS',
        url: '/maintenance/',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': headers },
      });
    const site = await preflight(SITE_PAGE, 'content-type');
    expect(site.headers['access-control-allow-origin']).toBe(SITE_PAGE);
    expect(site.headers['access-control-allow-credentials']).toBeUndefined();
    for (const origin of FOREIGN) {
      const answer = await preflight(origin, 'content-type,x-admin-token');
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(answer.headers['access-control-allow-headers'], origin).toBeUndefined();
    }
  });

  it('refuses the token headers from a foreign origin (403), and takes them from server-side callers', async () => {
    const put = (headers: Record<string, string>) =>
      platform.app.inject({ method: 'PUT', url: '/maintenance/', headers, payload: { underMaintenance: false } });
    for (const origin of FOREIGN) {
      const answer = await put({ ...ADMIN, origin });
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.json()).toMatchObject({ error: 'Forbidden', parameter: 'x-admin-token' });
    }
    const preview = await platform.app.inject({ url: '/sites/mcuk/v1/blog/preview/1', headers: { ...PREVIEW, origin: FOREIGN[0]! } });
    expect(preview.statusCode).toBe(403);
    expect((await put(ADMIN)).statusCode).toBe(200);
    expect((await put({ ...ADMIN, origin: SITE_PAGE })).statusCode).toBe(200);
    // Public reads from a foreign page are answered (no CORS headers): the browser keeps them from the page.
    expect((await platform.app.inject({ url: '/maintenance/', headers: { origin: FOREIGN[0]! } })).statusCode).toBe(200);
  });

  it('without PLATFORM_SITES_LOCAL_PORTS, allows the shipped sites’ hosts; PLATFORM_CORS_ORIGINS replaces them', async () => {
    const shipped = siteOrigin({ host: SITES[0]!.host });
    await withPlatform({ PLATFORM_SITES_LOCAL_PORTS: '' }, async (bare) => {
      expect(await allowedOrigin(bare, shipped)).toBe(shipped);
      expect(await allowedOrigin(bare, SITE_PAGE)).toBeUndefined();
    });
    await withPlatform({ PLATFORM_SITES_LOCAL_PORTS: '', PLATFORM_CORS_ORIGINS: 'https://www.casino.test, https://casino.test:8443/' }, async (listed) => {
      expect(await allowedOrigin(listed, 'https://www.casino.test')).toBe('https://www.casino.test');
      expect(await allowedOrigin(listed, 'https://casino.test:8443')).toBe('https://casino.test:8443');
      expect(await allowedOrigin(listed, shipped)).toBeUndefined();
    });
  });
});

describe('CORS for several web apps on one platform', () => {
  it('takes a list of local ports', async () => {
    await withPlatform({ PLATFORM_SITES_LOCAL_PORTS: '3300, 8300' }, async (shared) => {
      for (const origin of ['http://mcse.localhost:3300', 'http://mcse.localhost:8300']) expect(await allowedOrigin(shared, origin), origin).toBe(origin);
      expect(await allowedOrigin(shared, 'http://mcse.localhost:3000')).toBeUndefined();
    });
  });
});

describe('CORS in development', () => {
  it('allows any local origin unless PLATFORM_CORS_ORIGINS is set, and still no foreign one', async () => {
    await withPlatform({ NODE_ENV: 'development', PLATFORM_SITES_LOCAL_PORTS: '' }, async (dev) => {
      for (const origin of ['http://mcuk.localhost:5173', 'http://localhost:3000', 'http://127.0.0.1:8080'])
        expect(await allowedOrigin(dev, origin), origin).toBe(origin);
      for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'https://mcuk.localhost:5173'])
        expect(await allowedOrigin(dev, origin), origin).toBeUndefined();
    });
    await withPlatform({ NODE_ENV: 'development', PLATFORM_SITES_LOCAL_PORTS: '', PLATFORM_CORS_ORIGINS: 'http://mc.localhost:3000' }, async (dev) => {
      expect(await allowedOrigin(dev, 'http://mc.localhost:3000')).toBe('http://mc.localhost:3000');
      expect(await allowedOrigin(dev, 'http://mcuk.localhost:5173')).toBeUndefined();
    });
  });
});
