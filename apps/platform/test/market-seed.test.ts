import { CULTURE_CODES, type CultureCode } from '@mc/sites/culture-codes';
import { bannedCopy, marketRule } from '@mc/sites/markets';
import { ROUTES } from '@mc/sites/routes';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { langOf, siteCodeOf } from '../src/lib/markets.ts';

const db = openDatabase(inject('templateDb'));
afterAll(() => db.close());
const all = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];

const noJackpots = CULTURE_CODES.filter((culture) => marketRule(culture, 'no-jackpots'));
/** JSON fields that are codes, links or media, not copy a visitor reads. */
const NOT_COPY = /link|section|image|slug|code|href|url|date|icon|logo|ver|kind|currency|base/i;

/** The string values of a JSON column that a visitor may read. */
function copyOf(json: string | null): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (!NOT_COPY.test(key)) texts.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  walk(json === null ? null : JSON.parse(json));
  return texts;
}

/** Every seeded text the culture's visitors may be shown, by where it is; offers (promotions, banners, bt codes) apart. */
function seededCopy(culture: CultureCode): { where: string; part: 'page' | 'offers'; text: string }[] {
  const rows: { where: string; part: 'page' | 'offers'; text: string }[] = [];
  const add = (where: string, part: 'page' | 'offers', texts: readonly string[]) => texts.forEach((text) => rows.push({ where, part, text }));
  for (const row of all<{ code: string; title: string; body: string }>('SELECT code, title, body FROM contents WHERE culture = ?', culture))
    add(`content ${row.code}`, 'page', [row.title, row.body]);
  for (const row of all<{ code: string; title: string; body: string; data: string | null }>(
    'SELECT code, title, body, data FROM feeds WHERE culture = ?',
    culture,
  ))
    add(`feed ${row.code}`, 'page', [row.title, row.body, ...copyOf(row.data)]);
  for (const row of all<{ data: string }>('SELECT data FROM faq WHERE culture = ?', culture)) add('faq', 'page', copyOf(row.data));
  for (const row of all<{ code: string; data: string }>('SELECT code, data FROM features WHERE culture = ?', culture))
    add(`feature ${row.code}`, 'page', copyOf(row.data));
  for (const row of all<{ slug: string; data: string }>('SELECT slug, data FROM promotions WHERE culture = ?', culture))
    add(`promotion ${row.slug}`, 'offers', copyOf(row.data));
  for (const row of all<{ route_key: string; data: string }>('SELECT route_key, data FROM banner_configs WHERE culture = ?', culture))
    add(`banner ${row.route_key}`, 'offers', copyOf(row.data));
  for (const row of all<{ code: string; page_title: string; cta: string; terms: string }>(
    'SELECT code, page_title, cta, terms FROM bt_codes WHERE culture = ?',
    culture,
  ))
    add(`bt ${row.code}`, 'offers', [row.page_title, row.cta, row.terms]);
  const games = all<{ slug: string; name: string; description: string; content: string }>(
    `SELECT g.slug, g.name, t.description, t.content FROM games g JOIN game_availability a ON a.game_id = g.id AND a.culture = ?
     JOIN game_texts t ON t.game_id = g.id AND t.lang = ?`,
    culture,
    langOf(culture),
  );
  for (const game of games) add(`game ${game.slug}`, 'page', [game.name, game.description, game.content]);
  for (const row of all<{ group_code: string; title: string }>(
    'SELECT t.group_code, t.title FROM game_group_titles t WHERE t.culture = ? AND EXISTS (SELECT 1 FROM game_group_members m WHERE m.culture = t.culture AND m.group_code = t.group_code)',
    culture,
  ))
    add(`game group ${row.group_code}`, 'page', [row.title]);
  for (const row of all<{ name: string }>('SELECT g.name FROM winners w JOIN games g ON g.id = w.game_id WHERE w.site = ?', siteCodeOf(culture)))
    add('winners', 'page', [row.name]);
  return rows;
}

describe('seed content and the market rules', () => {
  it('offers no jackpot game, jackpot feed or jackpot banner where the market has no-jackpots', () => {
    expect(noJackpots).toContain('de-DE');
    for (const culture of noJackpots) {
      const offered = all<{ badges: string }>('SELECT g.badges FROM games g JOIN game_availability a ON a.game_id = g.id WHERE a.culture = ?', culture);
      expect(offered.length, culture).toBeGreaterThan(50);
      expect(
        offered.filter((game) => (JSON.parse(game.badges) as { jackpot: boolean }).jackpot),
        culture,
      ).toEqual([]);
      expect(all('SELECT * FROM jackpots WHERE culture = ?', culture), culture).toEqual([]);
      const banners = all<{ data: string }>('SELECT data FROM banner_configs WHERE culture = ?', culture).map((row) => row.data);
      expect(
        banners.filter((data) => /"section":"home-jackpots"|"ctaLink":"route:(jackpots|dailyJackpots)"/.test(data)),
        culture,
      ).toEqual([]);
    }
    // Markets that allow jackpots keep them: the rule, not a culture list, decides.
    const english = all<{ badges: string }>("SELECT g.badges FROM games g JOIN game_availability a ON a.game_id = g.id WHERE a.culture = 'en'");
    expect(english.some((game) => (JSON.parse(game.badges) as { jackpot: boolean }).jackpot)).toBe(true);
    expect(ROUTES.get('jackpots')!.patterns.has('en')).toBe(true);
  });

  it('seeds no text its market bans for the cultures of markets without jackpots (Germany: no "Jackpot", no "Online-Casino")', () => {
    for (const culture of noJackpots) {
      const texts = seededCopy(culture);
      expect(texts.length, culture).toBeGreaterThan(100);
      const offending = texts.filter(({ text, part }) => bannedCopy(culture, text, part).length > 0).map(({ where, text }) => `${culture} ${where}: ${text}`);
      expect(offending).toEqual([]);
    }
  });
});
