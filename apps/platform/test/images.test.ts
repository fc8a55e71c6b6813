import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as render from '../src/media/render.ts';
import { svgToWebp } from '../src/media/render.ts';
import { EDITORIAL_KINDS } from '../src/repo/editorial-images.ts';
import { seedIds } from './helpers/cases.ts';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';
import { siteCases } from './helpers/site-cases.ts';

// Counts renders; the real encoder still runs.
vi.mock('../src/media/render.ts', async (importOriginal) => {
  const original = await importOriginal<typeof render>();
  return { ...original, svgToWebp: vi.fn(original.svgToWebp) };
});
const renders = vi.mocked(svgToWebp);

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SIZES: Record<string, [number, number]> = {
  games: [400, 300],
  payments: [160, 48],
  promotions: [1200, 630],
  blog: [1200, 630],
  features: [1200, 630],
  locations: [1200, 630],
};
/** Generous ceilings over the measured sizes (thumbnails 2.3–5.9 KB, logos 0.6–1.8 KB, editorial 3.5–6.1 KB). */
const MAX_BYTES: Record<string, number> = { games: 10_000, payments: 3_000, promotions: 12_000, blog: 12_000, features: 12_000, locations: 12_000 };

const kindOf = (url: string) => url.split('/')[2] ?? '';

/** Every string under `value` that looks like a platform image path. */
function imagePaths(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/img/')) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) imagePaths(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) imagePaths(item, into);
  }
  return into;
}

/** Asserts a 200 WebP answer of the given size with the long-lived cache headers; returns it. */
async function expectWebp(url: string) {
  const response = await platform.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toBe('image/webp');
  expect(response.headers['cache-control'], url).toBe(IMMUTABLE);
  expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
  expect(response.headers.etag, url).toMatch(/^"[\w-]{20,}"$/);
  const bytes = response.rawPayload;
  expect(bytes.subarray(0, 4).toString('latin1'), url).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
  expect(bytes.readUInt32LE(4) + 8, `${url}: RIFF size`).toBe(bytes.length);
  const meta = await sharp(bytes).metadata();
  const kind = kindOf(url);
  expect([meta.format, meta.width, meta.height], url).toEqual(['webp', ...SIZES[kind]!]);
  expect(bytes.length, url).toBeLessThan(MAX_BYTES[kind]!);
  return response;
}

describe('generated art as WebP', () => {
  it('every image path the site API hands out is a .webp the platform serves at its kind’s size', async () => {
    const paths = new Set<string>();
    for (const entry of siteCases(seedIds(platform.db))) {
      if ((entry.ok.method ?? 'GET') !== 'GET') continue;
      const response = await platform.app.inject({ url: entry.ok.url, headers: entry.ok.headers });
      if (String(response.headers['content-type']).startsWith('application/json')) imagePaths(response.json(), paths);
    }
    // Payment logos and blog posts of other sites and cultures, to see every kind.
    for (const url of [
      '/sites/mcuk/v1/feeds/payment-options?culture=en-GB',
      '/sites/mcuk/v1/blog/posts?culture=en-GB',
      '/sites/mcuk/v1/banners/locations/home-page?culture=en-GB',
      '/sites/mcuk/v1/cms/features?culture=en-GB',
    ]) {
      imagePaths((await platform.app.inject(url)).json(), paths);
    }
    const all = [...paths];
    expect(all.filter((path) => !/^\/img\/[a-z]+\/[a-z0-9]+(-[a-z0-9]+)*\.webp$/.test(path))).toEqual([]);
    expect([...new Set(all.map(kindOf))].sort()).toEqual(Object.keys(SIZES).sort());
    // A few of each kind (every render costs 5–50 ms), both logo variants among them.
    const sample = Object.keys(SIZES).flatMap((kind) => all.filter((path) => kindOf(path) === kind).slice(0, 2));
    const light = all.find((path) => path.endsWith('-light.webp'));
    const dark = all.find((path) => path.endsWith('-dark.webp'));
    expect(light && dark).toBeTruthy();
    for (const url of new Set([...sample, light!, dark!])) await expectWebp(url);
  });

  it('stores no image path that is not .webp in the seeded content', () => {
    const tables = platform.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    for (const table of tables) {
      const columns = (platform.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string }[]).filter((column) =>
        /TEXT/i.test(column.type),
      );
      for (const { name } of columns) {
        const stale = platform.db.prepare(`SELECT count(*) FROM ${table} WHERE ${name} LIKE '%/img/%.svg%'`).pluck().get() as number;
        expect(stale, `${table}.${name}`).toBe(0);
      }
    }
    expect(platform.db.prepare("SELECT count(*) FROM promotions WHERE data LIKE '%/img/promotions/%.webp%'").pluck().get()).toBeGreaterThan(0);
  });

  it('answers a matching If-None-Match with a bodiless 304 that keeps the cache headers', async () => {
    for (const url of ['/img/games/sky-rocket.webp', '/img/payments/swish-light.webp', '/img/blog/what-is-rtp.webp']) {
      const first = await expectWebp(url);
      const etag = String(first.headers.etag);
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await platform.app.inject({ url, headers: { 'if-none-match': header } });
        expect(again.statusCode, `${url} ${header}`).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(IMMUTABLE);
      }
      const changed = await platform.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('gives each image its own art and ETag, and light and dark logos differ', async () => {
    const urls = [
      '/img/games/sky-rocket.webp',
      '/img/payments/swish-light.webp',
      '/img/payments/swish-dark.webp',
      '/img/promotions/welcome-bonus.webp',
      '/img/locations/blog-post-offers.webp',
    ];
    const answers = await Promise.all(urls.map((url) => platform.app.inject(url)));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(urls.length);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(urls.length);
  });

  it('renders an image once: repeated and concurrent requests share the cached bytes', async () => {
    // A fresh server, so its cache does not hold the image yet.
    const fresh = await startPlatform();
    try {
      renders.mockClear();
      const url = '/img/features/fast-withdrawals.webp';
      const concurrent = await Promise.all(Array.from({ length: 6 }, () => fresh.app.inject(url)));
      expect(renders).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 3; i += 1) concurrent.push(await fresh.app.inject(url));
      expect(renders).toHaveBeenCalledTimes(1);
      expect(concurrent.every((answer) => answer.statusCode === 200 && answer.rawPayload.equals(concurrent[0]!.rawPayload))).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('derives the ETag from the source, so a fresh server answers a revalidation with 304 without rendering', async () => {
    const url = '/img/games/sky-rocket.webp';
    const etag = String((await platform.app.inject(url)).headers.etag);
    const fresh = await startPlatform();
    try {
      renders.mockClear();
      const again = await fresh.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(renders).not.toHaveBeenCalled();
      expect((await fresh.app.inject(url)).headers.etag).toBe(etag);
    } finally {
      await fresh.close();
    }
  });

  it('404s unknown games and payment logos, and 400s names that are not .webp', async () => {
    for (const url of ['/img/games/no-such-game.webp', '/img/payments/no-such-key-dark.webp', '/img/payments/swish-blue.webp', '/img/payments/swish.webp']) {
      const response = await platform.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'Not Found', parameter: 'file' });
      expect(response.headers['cache-control'], url).not.toBe(IMMUTABLE);
    }
    for (const url of [
      '/img/games/sky-rocket.svg',
      '/img/payments/swish-dark.svg',
      '/img/blog/what-is-rtp.svg',
      '/img/promotions/welcome-bonus.png',
      '/img/promotions/Welcome.webp',
      '/img/promotions/.webp',
    ]) {
      const response = await platform.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ parameter: 'file' });
    }
    const kind = await platform.app.inject('/img/posters/welcome-bonus.webp');
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ parameter: 'kind' });
  });

  it('draws no editorial art for names the content does not use: 1,000 unknown names, no render', async () => {
    renders.mockClear();
    for (let i = 0; i < 1000; i += 1) {
      const url = `/img/${EDITORIAL_KINDS[i % EDITORIAL_KINDS.length]}/unknown-art-${i}.webp`;
      const response = await platform.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'Not Found', parameter: 'file' });
    }
    expect(renders).not.toHaveBeenCalled();
  });

  it('serves editorial art a reseed adds while the server runs (another connection wrote it)', async () => {
    const url = '/img/features/added-by-a-reseed.webp';
    expect((await platform.app.inject(url)).statusCode).toBe(404);
    const writer = new Database(platform.config.databaseFile);
    try {
      writer.prepare("UPDATE features SET data = json_set(data, '$.image', ?) WHERE id = (SELECT min(id) FROM features)").run(url);
    } finally {
      writer.close();
    }
    await expectWebp(url);
  });
});
