import { type CultureCode } from '@mc/sites/culture-codes';
import { glossaryViolations } from '@mc/sites/glossary';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { ALL_CULTURES, langOf, LANGS, SITES, type Lang } from '../src/lib/markets.ts';
import { BANNER_TEXTS, BT_TEXTS } from '../src/seed/copy/banners.ts';
import { BLOG_DRAFT_EN, BLOG_POSTS_EN, BLOG_TAGS_EN } from '../src/seed/copy/blog-en.ts';
import { BLOG_DRAFT_ES, BLOG_POSTS_ES, BLOG_TAGS_ES } from '../src/seed/copy/blog-es.ts';
import { CATEGORY_ROUTE_KEYS, categoryIntro, homeIntro } from '../src/seed/copy/categories.ts';
import { FAQ } from '../src/seed/copy/faq.ts';
import { familyOf, gameTexts } from '../src/seed/copy/game-descriptions.ts';
import { GROUP_TITLES } from '../src/seed/copy/game-groups.ts';
import { BINGO_TIMES, SPEC_LABELS } from '../src/seed/copy/game-specs.ts';
import { THEME_KEYS, themeLabel } from '../src/seed/copy/game-themes.ts';
import { PAGES, TERMS } from '../src/seed/copy/pages.ts';
import { PROMO_COPY, PROMO_WORDS } from '../src/seed/copy/promotions.ts';
import { selfAssessmentData } from '../src/seed/copy/self-assessment.ts';
import { bonusPolicyData } from '../src/seed/content/bonus-policy.ts';
import { FEED_COPY } from '../src/seed/content/feeds.ts';
import { marketCopy } from '../src/seed/content/market.ts';
import { buildCatalogue } from '../src/seed/games/catalogue.ts';

/**
 * The terminology glossary (packages/sites/src/glossary.ts) over every seeded text: first the
 * copy modules, named by file and key; then everything the seed wrote to the database, which
 * also holds the texts the content files assemble (features, banner lists, payments).
 */

const CULTURES_OF = Object.fromEntries(LANGS.map((lang) => [lang, ALL_CULTURES.filter((culture) => langOf(culture) === lang)])) as Record<Lang, CultureCode[]>;

/** Slugs, ids and enum values (lower case, one word), links and image paths (one word with / or :): not texts. */
const IDENTIFIER = /^(?:[a-z0-9_+-]+|\S*[/:]\S*)$/;

/** Seeded texts are Markdown: a link's target (`route:liveCasino`, a URL) is not read. */
const LINK_TARGET = /\]\([^)]*\)/g;

/** Every string under a value with its path, identifiers and link targets left out. */
function* leaves(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (!IDENTIFIER.test(value)) yield [path, value.replace(LINK_TARGET, ']')];
  } else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* leaves(item, `${path}[${index}]`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* leaves(item, `${path}.${key}`);
}

function violations(lang: Lang, where: string, value: unknown): string[] {
  const found: string[] = [];
  for (const [path, text] of leaves(value, where))
    for (const culture of CULTURES_OF[lang])
      for (const { concept, found: variant, preferred } of glossaryViolations(culture, text))
        found.push(`${path} (${culture}): "${variant}" → "${preferred}" (${concept})`);
  return [...new Set(found)];
}

const oneGamePerFamily = [...new Map(buildCatalogue().map((game) => [familyOf(game), game])).values()];

/** Per language: [where, value] — where names the file and the export. */
function copyOf(lang: Lang): [string, unknown][] {
  const perLang = <T>(record: Record<Lang, T>) => record[lang];
  return [
    ['copy/banners.ts BANNER_TEXTS', perLang(BANNER_TEXTS)],
    ...Object.entries(BT_TEXTS).map(([code, texts]): [string, unknown] => [`copy/banners.ts BT_TEXTS.${code}`, texts[lang]]),
    // Texts written around each culture's market facts (offers, real-money play): every culture's version.
    ...CULTURES_OF[lang].flatMap((culture): [string, unknown][] => {
      const market = marketCopy(culture);
      return [
        [`copy/categories.ts INTRO (${culture})`, Object.fromEntries(CATEGORY_ROUTE_KEYS.map((key) => [key, categoryIntro(key, market)]))],
        [`copy/categories.ts homeIntro (${culture})`, homeIntro(market, PROMO_COPY[lang].welcome.slug)],
        [`copy/faq.ts FAQ (${culture})`, FAQ[lang](market)],
      ];
    }),
    // Feed texts are written around each culture's market facts (brand, regulator).
    [`copy/feeds-${lang}.ts`, Object.fromEntries(CULTURES_OF[lang].map((culture) => [culture, FEED_COPY[lang](marketCopy(culture))]))],
    ['copy/game-descriptions.ts', Object.fromEntries(oneGamePerFamily.map((game) => [familyOf(game), gameTexts(game, lang, themeLabel(game.theme, lang))]))],
    ['copy/game-groups.ts GROUP_TITLES', perLang(GROUP_TITLES)],
    ['copy/game-specs.ts SPEC_LABELS', perLang(SPEC_LABELS)],
    ['copy/game-specs.ts BINGO_TIMES', perLang(BINGO_TIMES)],
    ['copy/game-themes.ts', Object.fromEntries(THEME_KEYS.map((theme) => [theme, themeLabel(theme, lang)]))],
    ['copy/pages.ts PAGES', perLang(PAGES)],
    ['copy/pages.ts TERMS', perLang(TERMS)],
    ['copy/promotions.ts PROMO_COPY', perLang(PROMO_COPY)],
    ['copy/promotions.ts PROMO_WORDS', perLang(PROMO_WORDS)],
    ['copy/self-assessment.ts', selfAssessmentData(lang)],
    ['content/bonus-policy.ts NAMES', bonusPolicyData(CULTURES_OF[lang][0]!, lang).markets.map((market) => market.name)],
    ...(lang === 'en' ? [['copy/blog-en.ts', [BLOG_TAGS_EN, BLOG_POSTS_EN, BLOG_DRAFT_EN]] as [string, unknown]] : []),
    ...(lang === 'es' ? [['copy/blog-es.ts', [BLOG_TAGS_ES, BLOG_POSTS_ES, BLOG_DRAFT_ES]] as [string, unknown]] : []),
  ];
}

describe('the terminology glossary over the seed copy modules', () => {
  it.each([...LANGS])('finds no banned variant in the %s copy (file, key, what it says, the preferred term)', (lang) => {
    expect(copyOf(lang).flatMap(([where, value]) => violations(lang, where, value))).toEqual([]);
  });
});

describe('the terminology glossary over the seeded database', () => {
  const db = openDatabase(inject('templateDb'));
  afterAll(() => db.close());

  /** Columns that hold identifiers, dates or numbers, never a visitor's text. */
  const NOT_TEXT = new Set(['culture', 'code', 'slug', 'key', 'kind', 'route_key', 'location', 'group_code', 'tag_slug', 'lang', 'site']);
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]).filter((table) => {
    const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
    return columns.includes('culture') || columns.includes('lang') || table === 'leaderboards';
  });
  /** A row's cultures: its own, its language's (game texts) or its site's (leaderboards). */
  const culturesOf = (row: Record<string, unknown>): CultureCode[] => {
    if (typeof row.culture === 'string') return [row.culture as CultureCode];
    if (typeof row.lang === 'string') return CULTURES_OF[row.lang as Lang];
    const site = SITES.find((entry) => entry.localCode === row.site);
    return site ? site.cultures.map((culture) => culture.code) : [];
  };

  it('reads the tables that hold seeded texts', () => {
    expect(tables).toEqual(
      expect.arrayContaining(['feeds', 'contents', 'cms_pages', 'promotions', 'features', 'banner_configs', 'game_texts', 'payment_options']),
    );
  });

  it.each(ALL_CULTURES)('finds no banned variant in what the seed wrote for %s (table, row, field, the preferred term)', (culture) => {
    const found = new Set<string>();
    for (const table of tables) {
      for (const row of db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]) {
        if (!culturesOf(row).includes(culture)) continue;
        const id = ['code', 'slug', 'key', 'group_code', 'route_key', 'location', 'kind', 'game_id', 'position', 'id']
          .filter((column) => row[column] !== undefined)
          .map((column) => `${column}=${String(row[column])}`)
          .join(' ');
        for (const [column, value] of Object.entries(row)) {
          if (NOT_TEXT.has(column) || typeof value !== 'string') continue;
          const parsed: unknown = /^[[{]/.test(value) ? JSON.parse(value) : value;
          for (const [path, text] of leaves(parsed, column))
            for (const violation of glossaryViolations(culture, text))
              found.add(`${table} ${id} ${path}: "${violation.found}" → "${violation.preferred}" (${violation.concept})`);
        }
      }
    }
    expect([...found]).toEqual([]);
  });
});
