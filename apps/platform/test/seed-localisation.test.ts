import { marketRule } from '@mc/sites/markets';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { ALL_CULTURES, langOf, LANGS } from '../src/lib/markets.ts';
import { gameTexts } from '../src/seed/copy/game-descriptions.ts';
import { PAYMENT_NAMES } from '../src/seed/copy/payment-names.ts';
import { buildCatalogue } from '../src/seed/games/catalogue.ts';

/** Localisation at the source (issue 17): seeded names in the culture's language, numbers left to the page. */
const db = openDatabase(inject('templateDb'));
afterAll(() => db.close());

describe('payment methods', () => {
  it('are named in each culture’s language: no English generic name outside English pages', () => {
    const rows = db.prepare('SELECT culture, key, name, info FROM payment_options').all() as {
      culture: string;
      key: string;
      name: string;
      info: string | null;
    }[];
    const english = Object.values(PAYMENT_NAMES).map((names) => names.en);
    for (const culture of ALL_CULTURES) {
      const lang = langOf(culture);
      for (const row of rows.filter((r) => r.culture === culture)) {
        const generic = (PAYMENT_NAMES as Record<string, Record<string, string>>)[row.key];
        if (generic) expect(row.name, `${culture} ${row.key}`).toBe(generic[lang]);
        if (lang === 'en') continue;
        for (const name of english) {
          expect(row.name, culture).not.toBe(name);
          expect(row.info ?? '', `${culture} ${row.key} info`).not.toContain(name);
        }
      }
    }
    // Every culture that takes payments (not India: no real-money play) names the card: the check above ran on real rows.
    expect(rows.filter((row) => row.key === 'card')).toHaveLength(ALL_CULTURES.filter((culture) => !marketRule(culture, 'no-real-money-play')).length);
  });
});

describe('game descriptions', () => {
  const catalogue = buildCatalogue();

  it('carry no number written for one locale: each is a placeholder naming a numeric parameter of the game', () => {
    for (const game of catalogue) {
      for (const lang of LANGS) {
        const { description, content } = gameTexts(game, lang, 'Theme');
        for (const text of [description, content]) {
          for (const [, name] of text.matchAll(/\[([A-Za-z][A-Za-z0-9]*)\]/g))
            expect(typeof (game.params as Record<string, unknown>)[name!], `${game.slug} ${lang} [${name}]`).toBe('number');
          // Names (game, provider) may hold digits ("Roulette 3D"); the sentence around them may not hold a
          // number whose writing depends on the locale (a decimal, or four digits and more: "4.096", "4 096").
          const words = text.replaceAll(game.name, '').replaceAll(game.providerName, '');
          expect(words, `${game.slug} ${lang}`).not.toMatch(/\d[.,]\d|\d{4}/);
        }
      }
    }
  });

  it('are stored with their placeholders, for the page to fill', () => {
    const rtp = db.prepare("SELECT count(*) FROM game_texts WHERE description LIKE '%[rtp]%'").pluck().get() as number;
    const raw = db.prepare("SELECT description FROM game_texts WHERE description GLOB '*[0-9].[0-9]*'").pluck().all() as string[];
    expect(rtp).toBeGreaterThan(100);
    expect(raw).toEqual([]);
  });
});
