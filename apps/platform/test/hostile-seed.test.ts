import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { gameThumbnailSvg } from '../src/media/svg-art.ts';
import { HOSTILE_BT_CODE, HOSTILE_CONTENT_CODE, HOSTILE_CULTURE, HOSTILE_FEED_CODE, HOSTILE_SLUG } from '../src/seed/content/hostile-markup.ts';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';

const db = openDatabase(inject('templateDb'));
afterAll(() => db.close());
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

const api = (path: string) => `/sites/mc/v1/${path}${path.includes('?') ? '&' : '?'}culture=${HOSTILE_CULTURE}`;
const get = async (path: string) => {
  const response = await platform.app.inject({ url: api(path) });
  expect(response.statusCode, path).toBe(200);
  return response.body;
};
const HOSTILE = /<script>window\.__pwned=1<\/script>|onerror=\\?"window\.__pwned=1|\(javascript:window\.__pwned=1\)/;

describe('hostile-markup seed (for the web app’s renderer tests)', () => {
  it('serves script and HTML payloads in every content type the web app renders', async () => {
    const answers = {
      promotions: await get('cms/promotions'),
      promotion: await get(`cms/promotions/${HOSTILE_SLUG}`),
      payments: await get('feeds/payment-options'),
      payment: await get(`feeds/payment-options/${HOSTILE_SLUG}`),
      game: await get(`games/info/${HOSTILE_SLUG}`),
      faq: await get('feeds/faq'),
      feed: await get(`feeds/simple?feedCode=${HOSTILE_FEED_CODE}`),
      content: await get(`feeds/content?code=${HOSTILE_CONTENT_CODE}`),
      banner: await get('banners/config/home'),
      bt: await get(`banners/bt-texts/${HOSTILE_BT_CODE}`),
    };
    for (const [name, body] of Object.entries(answers)) expect(body, name).toMatch(HOSTILE);
  });

  it('keeps the regular items first and the hostile ones out of other cultures', () => {
    const promotions = db.prepare('SELECT slug FROM promotions WHERE culture = ? AND published = 1 ORDER BY position').pluck().all(HOSTILE_CULTURE) as string[];
    expect(promotions.at(-1)).toBe(HOSTILE_SLUG);
    const payments = db.prepare('SELECT slug FROM payment_options WHERE culture = ? ORDER BY position').pluck().all(HOSTILE_CULTURE) as string[];
    expect(payments.at(-1)).toBe(HOSTILE_SLUG);
    expect(db.prepare('SELECT count(*) FROM game_group_members m JOIN games g ON g.id = m.game_id WHERE g.slug = ?').pluck().get(HOSTILE_SLUG)).toBe(0);
    expect(db.prepare('SELECT culture FROM game_availability a JOIN games g ON g.id = a.game_id WHERE g.slug = ?').pluck().all(HOSTILE_SLUG)).toEqual([
      HOSTILE_CULTURE,
    ]);
    for (const table of ['promotions', 'payment_options']) {
      expect(db.prepare(`SELECT count(*) FROM ${table} WHERE slug = ? AND culture <> ?`).pluck().get(HOSTILE_SLUG, HOSTILE_CULTURE), table).toBe(0);
    }
    expect(db.prepare("SELECT count(*) FROM faq WHERE data LIKE '%__pwned%' AND culture <> ?").pluck().get(HOSTILE_CULTURE)).toBe(0);
  });

  it('escapes the hostile game name inside its generated art, which renders to a WebP thumbnail', async () => {
    const game = db.prepare('SELECT name, category FROM games WHERE slug = ?').get(HOSTILE_SLUG) as { name: string; category: string };
    expect(game.name).toContain('<img');
    const svg = gameThumbnailSvg(game.name, game.category);
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&#60;img');
    const response = await platform.app.inject({ url: `/img/games/${HOSTILE_SLUG}.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 300]);
  });
});
