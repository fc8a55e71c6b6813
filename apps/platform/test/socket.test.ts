import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startPlatform({ listen: true });
});
afterAll(() => platform.close());

describe('over a real socket', () => {
  it('serves JSON and images over HTTP', async () => {
    const feed = await fetch(`${platform.origin}/sites/mcuk/v1/feeds/simple?culture=en-GB&feedCode=contact`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/json');
    expect(feed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await feed.json()) as { body: string }).body).toContain('24/7');
    const media = await fetch(`${platform.origin}/sites/mcuk/v1/banners/media?device=desktop&layer=bg&sectionCode=home-welcome`);
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it('allows cross-origin calls from the site hosts, including the logger preflight', async () => {
    const origin = 'http://mcuk.localhost:3000';
    const geo = await fetch(`${platform.origin}/geo/?brand_code=MCUK`, { headers: { origin } });
    expect(geo.headers.get('access-control-allow-origin')).toBe(origin);
    const preflight = await fetch(`${platform.origin}/logger/LogError`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const newsletter = await fetch(`${platform.origin}/sites/mcuk/v1/newsletter`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'socket@example.com', name: 'Sock', culture: 'en-GB' }),
    });
    expect(newsletter.status).toBe(201);
    expect(newsletter.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('answers malformed JSON, wrong content types and oversized bodies with 4xx JSON', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${platform.origin}/logger/LogInfo`, { method: 'POST', headers: { 'content-type': type }, body });
    for (const response of [await post('{"log":'), await post('x=1', 'application/x-www-form-urlencoded'), await post(`{"a":"${'x'.repeat(200_000)}"}`)]) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
  });
});

describe('compression', () => {
  it('compresses large JSON answers for clients that accept it, and leaves others alone', async () => {
    const url = `${platform.origin}/sites/mcuk/v1/games/extended?culture=en-GB`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const { request } = await import('node:http');
    const compressedBytes = await new Promise<number>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'gzip, br', origin: 'http://mces.localhost:3000' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers.vary).toMatch(/origin.*accept-encoding/i);
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length)).on('end', () => resolve(size));
      })
        .on('error', reject)
        .end();
    });
    expect(compressedBytes).toBeLessThan(plainText.length / 4);
    const decoded = await fetch(url); // fetch negotiates and decodes gzip/br itself
    expect(await decoded.text()).toBe(plainText);
  });
});
