import { marketRule, offersBarredBy } from '@mc/sites/markets';
import { CULTURE_CODES, type CultureCode } from '@mc/sites/culture-codes';
import { gameGroupsFor } from '@mc/sites/compile-routes';
import { ROUTES, routeExists } from '@mc/sites/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { SITES } from '../src/lib/markets.ts';
import { routeTableGroups } from '../src/lib/game-groups.ts';
import { reservedSegments, SLUG_PATTERN } from '../src/lib/reserved-slugs.ts';
import { FEED_CODES } from '../src/seed/copy/feeds-types.ts';
import { HOSTILE_BT_CODE, HOSTILE_POST_SLUGS, HOSTILE_SLUG } from '../src/seed/content/hostile-markup.ts';
import { isSeeded, SEED_VERSION, seedDatabase } from '../src/seed/index.ts';
import { GAME_CATEGORIES } from '../src/schemas/games.ts';

const db = openDatabase(inject('templateDb'));
afterAll(() => db.close());
const all = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];
const value = <T>(sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as T;

describe('seed invariants', () => {
  it('has at least 300 published games over every category, from at least 8 providers', () => {
    expect(value<number>('SELECT count(*) FROM games WHERE published = 1')).toBeGreaterThanOrEqual(300);
    const categories = all<{ category: string }>('SELECT DISTINCT category FROM games WHERE published = 1').map((row) => row.category);
    expect([...categories].sort()).toEqual([...GAME_CATEGORIES].sort());
    expect(value<number>('SELECT count(DISTINCT provider_id) FROM games')).toBeGreaterThanOrEqual(8);
    expect(value<number>('SELECT count(*) FROM games WHERE published = 0')).toBeGreaterThan(0);
  });

  it("offers each edition to the visitors of its default country: the country's prime culture and language", () => {
    const countries = new Map(all<{ iso2: string; prime_culture: string; prime_lang: string }>('SELECT * FROM countries').map((row) => [row.iso2, row]));
    const claimed = new Set<string>();
    for (const culture of SITES.flatMap((site) => site.cultures)) {
      const country = countries.get(culture.defaultCountry);
      if (!country || claimed.has(culture.defaultCountry)) continue;
      claimed.add(culture.defaultCountry);
      expect([country.prime_culture, country.prime_lang], culture.code).toEqual([culture.code, culture.lang]);
    }
    expect(countries.get('AT')?.prime_culture).toBe('de-DE');
    expect(countries.get('US')?.prime_culture).toBe('en');
  });

  it('game slugs are URL-safe kebab-case, unique, and never a static route segment', () => {
    const reserved = reservedSegments();
    expect(reserved.has('megaways')).toBe(true);
    for (const { slug } of all<{ slug: string }>('SELECT slug FROM games')) {
      expect(slug).toMatch(SLUG_PATTERN);
      expect(reserved.has(slug), slug).toBe(false);
    }
  });

  it('offers in every culture only games whose game page route exists there, and withholds a few per market', () => {
    for (const culture of CULTURE_CODES) {
      const routes = all<{ route_key: string }>(
        'SELECT DISTINCT g.route_key FROM games g JOIN game_availability a ON a.game_id = g.id WHERE a.culture = ?',
        culture,
      );
      for (const { route_key } of routes) expect(routeExists(route_key, culture), `${route_key} in ${culture}`).toBe(true);
    }
    const published = value<number>("SELECT count(*) FROM games WHERE published = 1 AND route_key = 'onlineSlotsGame' AND category = 'slots'");
    const inUk = value<number>("SELECT count(*) FROM games g JOIN game_availability a ON a.game_id = g.id AND a.culture = 'en-GB' WHERE g.category = 'slots'");
    expect(inUk).toBeLessThan(published);
  });

  it('fills every game group a route shows with at least its limit (where the slider is shown)', () => {
    for (const route of ROUTES.values()) {
      for (const culture of route.cultures as readonly CultureCode[]) {
        for (const group of gameGroupsFor(route, culture)) {
          // A slider linking to a route the culture lacks (de-DE home: live casino) is not shown.
          if (group.linkTo && !routeExists(group.linkTo, culture)) continue;
          const count = value<number>('SELECT count(*) FROM game_group_members WHERE culture = ? AND group_code = ?', culture, group.group);
          expect(count, `${route.key}/${culture}/${group.group}`).toBeGreaterThanOrEqual(group.limit ?? 1);
        }
      }
    }
    expect(routeTableGroups().length).toBeGreaterThanOrEqual(26);
  });

  it('has every simple feed in every culture (no bonus terms where offers are barred, no affiliates where marketing is), with structured self-assessment, bonus policy and contact data', () => {
    for (const culture of CULTURE_CODES) {
      const codes = all<{ code: string }>('SELECT code FROM feeds WHERE culture = ?', culture).map((row) => row.code);
      const barred = (code: string) =>
        (code === 'bonusPolicy' && offersBarredBy(culture)) || (code === 'affiliates' && marketRule(culture, 'no-unlicensed-marketing'));
      const expected = FEED_CODES.filter((code) => !barred(code));
      expect([...codes].sort(), culture).toEqual([...expected].sort());
    }
    const routeFeeds = [...ROUTES.values()]
      .map((route) => route.feedCode)
      .filter((code): code is string => !!code && code !== 'authorizedGaming' && code !== 'impressum');
    expect([...FEED_CODES].sort()).toEqual([...new Set(routeFeeds)].sort());
    // Each culture's bonus page gets its own market's terms only (and their variants).
    const bonus = (culture: string) =>
      JSON.parse(value<string>("SELECT data FROM feeds WHERE culture = ? AND code = 'bonusPolicy'", culture)) as {
        market: string;
        markets: { code: string }[];
      };
    expect(bonus('en-GB').market).toBe('uk');
    expect(bonus('en-GB').markets.map((market) => market.code)).toEqual(['uk', 'uk-welcome']);
    expect(bonus('en').markets.map((market) => market.code)).toEqual(['default']);
    expect(bonus('da').markets.map((market) => market.code)).toEqual(['denmark']);
    const test = JSON.parse(value<string>("SELECT data FROM feeds WHERE culture = 'sv' AND code = 'selfAssessment'")) as { questions: unknown[] };
    expect(test.questions.length).toBeGreaterThanOrEqual(9);
  });

  it('writes copy in each culture’s language', () => {
    const title = (culture: string) => value<string>("SELECT title FROM feeds WHERE culture = ? AND code = 'privacy'", culture);
    expect(title('de-DE')).toBe('Datenschutzerklärung');
    expect(title('da')).toBe('Privatlivspolitik');
    expect(title('sv')).toBe('Integritetspolicy');
    expect(title('es')).toBe('Política de privacidad');
    expect(title('fr-CA')).toBe('Politique de confidentialité');
    expect(title('en-NZ')).toBe('Privacy policy');
  });

  it('has a 100-row leaderboard and a smaller one per site, and 25 winners per site', () => {
    for (const site of ['MC', 'MCDE', 'MCUK', 'MCDK', 'MCSE', 'MCES']) {
      const sizes = all<{ n: number }>('SELECT count(*) AS n FROM leaderboard_rows WHERE site = ? GROUP BY slug ORDER BY n DESC', site).map((row) => row.n);
      expect(sizes[0], site).toBe(100);
      expect(sizes[1], site).toBeLessThan(100);
      expect(value<number>('SELECT count(*) FROM winners WHERE site = ?', site)).toBe(25);
    }
  });

  it('has promotions that are active, expired and not yet started, the es Champions draw, and leaderboard links', () => {
    const states = all<{ start_date: string; end_date: string }>("SELECT start_date, end_date FROM promotions WHERE culture = 'en-GB' AND published = 1");
    const now = new Date().toISOString();
    expect(states.some((row) => row.start_date <= now && row.end_date >= now)).toBe(true);
    expect(states.some((row) => row.end_date < now)).toBe(true);
    expect(states.some((row) => row.start_date > now)).toBe(true);
    expect(value<number>("SELECT count(*) FROM promotions WHERE culture = 'es' AND slug = 'sorteo-viaje-final-champions'")).toBe(1);
    expect(value<number>("SELECT count(*) FROM promotions WHERE json_extract(data, '$.leaderboardSlug') IS NOT NULL")).toBeGreaterThan(0);
  });

  it('has at least 12 published posts and 4 tags for each blog culture, including a hostile-markup post', () => {
    for (const culture of ['en-GB', 'es']) {
      expect(value<number>('SELECT count(*) FROM blog_posts WHERE culture = ? AND published = 1', culture)).toBeGreaterThanOrEqual(12);
      expect(value<number>('SELECT count(*) FROM blog_tags WHERE culture = ?', culture)).toBeGreaterThanOrEqual(4);
      expect(
        value<number>("SELECT count(*) FROM blog_posts WHERE culture = ? AND body LIKE '%onerror=alert(1)%' AND body LIKE '%(javascript:%'", culture),
      ).toBe(1);
    }
  });

  it('has banner configs for every bannered route, art for every size, and local payment methods', () => {
    for (const route of ROUTES.values()) {
      if (!route.banner || route.contentType === 'preview') continue;
      for (const culture of route.cultures)
        expect(value<number>('SELECT count(*) FROM banner_configs WHERE culture = ? AND route_key = ?', culture, route.key), `${route.key}/${culture}`).toBe(1);
    }
    expect(value<number>('SELECT max(length(bytes)) FROM banner_media')).toBeLessThan(60_000);
    const methods = (culture: string) => all<{ key: string }>('SELECT key FROM payment_options WHERE culture = ?', culture).map((row) => row.key);
    expect(methods('sv')).toEqual(expect.arrayContaining(['trustly', 'swish']));
    expect(methods('da')).toContain('mobilepay');
    expect(methods('es')).toContain('bizum');
    expect(methods('en-CA')).toContain('interac');
    // No payment method where real-money play is not offered (India).
    expect(methods('en-IN')).toEqual([]);
    expect(methods('en-NZ')).toContain('poli');
    expect(value<number>('SELECT count(*) FROM payment_options WHERE has_info = 0')).toBeGreaterThan(0);
  });

  it('is deterministic: the catalogue does not depend on the day it was seeded', async () => {
    const { buildCatalogue } = await import('../src/seed/games/catalogue.ts');
    const first = buildCatalogue()
      .map((game) => `${game.id}:${game.slug}:${game.params.rtp}`)
      .join();
    // The hostile-markup game (seed/content/hostile-markup.ts) is content for the web app's tests, not part of the catalogue.
    expect(
      value<string>(
        "SELECT group_concat(id || ':' || slug || ':' || json_extract(params, '$.rtp'), ',') FROM (SELECT * FROM games WHERE slug <> ? ORDER BY id)",
        HOSTILE_SLUG,
      ),
    ).toBe(first);
  });

  it('records its SEED_VERSION and fixtures, and counts a database from an older seed or the other fixtures as not seeded (main.ts reseeds it)', () => {
    // The template carries the tests' fixtures: a platform started for visitors reseeds it without them.
    expect(isSeeded(db, true)).toBe(true);
    expect(isSeeded(db)).toBe(false);
    const old = openDatabase(':memory:');
    old.prepare("INSERT INTO settings (key, value) VALUES ('seedVersion', '1'), ('seedFixtures', 'no')").run();
    expect(isSeeded(old)).toBe(false);
    old.prepare("UPDATE settings SET value = ? WHERE key = 'seedVersion'").run(SEED_VERSION);
    expect(isSeeded(old)).toBe(true);
    expect(isSeeded(old, true)).toBe(false);
    old.close();
  });

  it('seeds no test fixture for visitors: no hostile markup anywhere in what `npm start` serves', async () => {
    const plain = openDatabase(':memory:');
    await seedDatabase(plain);
    const count = (sql: string, ...args: unknown[]) =>
      plain
        .prepare(sql)
        .pluck()
        .get(...args) as number;
    expect(count('SELECT count(*) FROM games WHERE slug = ?', HOSTILE_SLUG)).toBe(0);
    expect(count('SELECT count(*) FROM promotions WHERE slug = ?', HOSTILE_SLUG)).toBe(0);
    expect(count('SELECT count(*) FROM payment_options WHERE slug = ?', HOSTILE_SLUG)).toBe(0);
    expect(count('SELECT count(*) FROM bt_codes WHERE code = ?', HOSTILE_BT_CODE)).toBe(0);
    expect(count(`SELECT count(*) FROM blog_posts WHERE slug IN (${[...HOSTILE_POST_SLUGS].map(() => '?').join(',')})`, ...HOSTILE_POST_SLUGS)).toBe(0);
    const tables = plain.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    for (const table of tables) {
      const columns = (plain.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string }[]).filter((c) => /TEXT/i.test(c.type));
      for (const column of columns) {
        const hits = count(
          `SELECT count(*) FROM ${table} WHERE ${column.name} LIKE '%__pwned%' OR ${column.name} LIKE '%onerror=%' OR ${column.name} LIKE '%<script%'`,
        );
        expect(hits, `${table}.${column.name}`).toBe(0);
      }
    }
    // The same content otherwise: the fixtures only ever add.
    expect(count('SELECT count(*) FROM blog_posts')).toBe(value<number>('SELECT count(*) FROM blog_posts') - HOSTILE_POST_SLUGS.size);
    plain.close();
  });
});
