import type { CultureCode } from '@mc/sites/culture-codes';
import { routeExists } from '@mc/sites/routes';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { ALL_CULTURES, langOf, SITES } from '../src/lib/markets.ts';

/**
 * No sentence loses its link: a rich-text link to a route the culture lacks is not rendered (spec:
 * "an unknown route key is not rendered"), which leaves "Bonuses follow our ." on the page. So
 * every `route:` link the seed writes for a culture names a route that culture has, wherever a
 * market rule took a route away (promotions and bonus in Brazil, Finland, Norway and India,
 * payments in India, jackpots in Germany).
 */
const db = openDatabase(inject('templateDb'));
afterAll(() => db.close());

const ROUTE_LINK = /\]\(route:([A-Za-z-]+)[^)]*\)/g;

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]).filter((table) => {
  const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
  return columns.includes('culture') || columns.includes('lang');
});

const available = new Set(
  (db.prepare('SELECT culture, game_id FROM game_availability').all() as { culture: string; game_id: number }[]).map((row) => `${row.culture} ${row.game_id}`),
);

describe('route links in seeded texts', () => {
  it('read the tables that hold seeded texts', () => {
    expect(tables).toEqual(expect.arrayContaining(['feeds', 'contents', 'faq', 'promotions', 'banner_configs', 'game_texts']));
  });

  it.each(ALL_CULTURES)('lead only to routes %s has', (culture) => {
    const broken = new Set<string>();
    let links = 0;
    for (const table of tables) {
      for (const row of db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]) {
        const cultures: CultureCode[] =
          typeof row.culture === 'string' ? [row.culture as CultureCode] : ALL_CULTURES.filter((code) => langOf(code) === row.lang);
        if (!cultures.includes(culture)) continue;
        // A game's texts are per language; only those of games the culture offers are shown there.
        if (table === 'game_texts' && !available.has(`${culture} ${String(row.game_id)}`)) continue;
        for (const value of Object.values(row)) {
          if (typeof value !== 'string') continue;
          const parsed: unknown = /^[[{]/.test(value) ? JSON.parse(value) : value;
          for (const text of strings(parsed))
            for (const [, key] of text.matchAll(ROUTE_LINK)) {
              links++;
              if (!routeExists(key!, culture)) broken.add(`${table}: route:${key} in "${text.slice(0, 80)}…"`);
            }
        }
      }
    }
    expect(links, 'links seen').toBeGreaterThan(5);
    expect([...broken]).toEqual([]);
  });

  it('covers every site', () => {
    expect(SITES.flatMap((site) => site.cultures.map((c) => c.code)).sort()).toEqual([...ALL_CULTURES].sort());
  });
});
