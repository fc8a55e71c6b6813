import { hreflangOf } from '@mc/sites/alternates';
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { href, tryHref } from '@mc/sites/href';
import { glossaryViolations } from '@mc/sites/glossary';
import { bannedCopy, legalAge, MARKETS } from '@mc/sites/markets';
import type { Culture } from '@mc/sites/site-schema';
import { describe, expect, inject, it } from 'vitest';
import { PAYMENT_NAMES } from '../../../platform/src/seed/copy/payment-names.ts';
import { countrySlugOf, countrySlugTable } from '../../app/lib/i18n/country-names.ts';
import { resourceUrls } from '../../app/lib/resource-urls.ts';
import { CATALOGUE_FORMAT, expandCatalogue } from '../../app/features/search/search-catalogue.ts';
import { httpGet } from '../http-get.ts';
import { decimalPoints, englishCountryNames, englishTerms, releaseDateOf } from '../localisation-checks.ts';
import { crawlCultures, summariseFindings, type CrawledPage, type PageCheck } from '../site-crawl.ts';

/**
 * Issue 17, localisation at the source: every page of every culture, breadth-first from its
 * home page, read as a visitor reads it. The checks are functions of a page, so the glossary
 * and market-copy checks join the same crawl.
 *
 * Budget: the whole crawl (about 2,560 pages, 2,160 of them game pages) takes about three
 * minutes on a shared two-core machine, so by default it visits every page but game pages, and
 * one game per category page per culture (about 600 pages); LOCALISATION_CRAWL=full visits all.
 */
const port = inject('webPort');
const FULL = process.env.LOCALISATION_CRAWL === 'full';

const english = (culture: Culture) => culture.lang === 'en';

/** Restricted pages no link leads to (the visitor's country picks one): a few, by their ISO code. */
const RESTRICTED = ['US', 'GB', 'FR', 'DE', 'NL', 'TR'];
const restrictedPaths = (culture: Culture) => RESTRICTED.map((code) => href({ route: 'restricted', culture, params: { countrySlug: countrySlugOf(code)! } }));

const ENGLISH_PAYMENT_NAMES = Object.values(PAYMENT_NAMES).map((names) => names.en);

/**
 * Proper names that may hold a country's English name by design: the cultures' own names in the
 * language menu ("English (Canada)"), the regulators' ("Malta Gaming Authority"), and per
 * culture its games' and providers' ("Monaco Roulette Live"), from the culture's search index.
 */
const PROPER_NAMES = [
  ...DEFAULT_SITES.flatMap((site) => site.cultures.map((culture) => culture.name)),
  ...Object.values(MARKETS).map((market) => market.regulator),
];
const catalogueNames = new Map<string, string[]>();

async function loadCatalogueNames(): Promise<void> {
  for (const site of DEFAULT_SITES) {
    for (const culture of site.cultures) {
      const response = await httpGet(port, `${site.localCode.toLowerCase()}.localhost:${port}`, resourceUrls.searchIndex(culture.code, CATALOGUE_FORMAT));
      // Game and provider names are proper names; themes are the culture's words, checked like any copy.
      const names = expandCatalogue(JSON.parse(response.body), culture).flatMap((game) => [game.name, game.provider]);
      catalogueNames.set(
        culture.code,
        [...PROPER_NAMES, ...names].sort((a, b) => b.length - a.length),
      );
    }
  }
}

/** Longest names first, so "English (Canada)" goes before "English" could split it. */
function withoutProperNames(text: string, culture: Culture): string {
  return (catalogueNames.get(culture.code) ?? PROPER_NAMES).reduce((rest, name) => rest.replaceAll(name, ' '), text);
}

const countryNamesByLocale = new Map<string, string[]>();
const englishCountries = (locale: string) => {
  if (!countryNamesByLocale.has(locale)) countryNamesByLocale.set(locale, englishCountryNames(locale, countrySlugTable().values()));
  return countryNamesByLocale.get(locale)!;
};

const paymentNames: PageCheck = (page) => (english(page.culture) ? [] : englishTerms('payment method', page.text, ENGLISH_PAYMENT_NAMES, true));
const countryNames: PageCheck = (page) =>
  english(page.culture) ? [] : englishTerms('country name', withoutProperNames(page.text, page.culture), englishCountries(hreflangOf(page.culture)));
const decimals: PageCheck = (page) => decimalPoints(hreflangOf(page.culture), page.text);
/** The terminology glossary (packages/sites/src/glossary.ts): no banned variant on any page, proper names aside. */
const glossary: PageCheck = (page) =>
  glossaryViolations(page.culture.code, withoutProperNames(page.text, page.culture)).map(
    ({ concept, found, preferred }) => `glossary: "${found}" → "${preferred}" (${concept})`,
  );

/** Market rules on copy (markets.ts): no word the market bans anywhere on the page ('banned-copy', scope everywhere). */
const marketCopy: PageCheck = (page) => bannedCopy(page.culture.code, page.text).map((term) => `market copy: "${term}" (banned in ${page.culture.code})`);

/** Age marks ("18+", "+18", "19+"): only the market's legal age, so Canada says 19+ throughout (its exceptions are in words). */
const AGE_MARK = /(?<![\d+])(?:(1[6-9]|2[01])\s?\+|\+\s?(1[6-9]|2[01]))(?![\d+])/g;
const ageMarks: PageCheck = (page) => {
  const age = legalAge(page.culture.code);
  return [...page.text.matchAll(AGE_MARK)]
    .filter((match) => Number(match[1] ?? match[2]) !== age)
    .map((match) => `age mark "${match[0]}" where the legal age is ${age}`);
};

/** Release dates of game pages, by game, by culture. */
type ReleaseDates = Map<string, Map<string, ReturnType<typeof releaseDateOf>>>;

function collectReleaseDate(dates: ReleaseDates, page: Pick<CrawledPage, 'contentType' | 'routeKey' | 'params' | 'html' | 'culture'>) {
  if (page.contentType !== 'game') return;
  const game = `${page.routeKey}/${page.params.gameSlug}`;
  const byCulture = dates.get(game) ?? new Map();
  byCulture.set(page.culture.code, releaseDateOf(page.html));
  dates.set(game, byCulture);
}

/** Every culture shows each game's release day as its datetime says, and every culture has the same datetime. */
function releaseDateFindings(dates: ReleaseDates): string[] {
  const findings: string[] = [];
  for (const [game, byCulture] of dates) {
    for (const [culture, date] of byCulture) {
      if (!date) findings.push(`${culture} ${game}: no machine-readable release date (<time datetime>)`);
      else if (date.shownDay !== Number(date.datetime.slice(8))) findings.push(`${culture} ${game}: shows day ${date.shownDay} of ${date.datetime}`);
    }
    const days = new Set([...byCulture.values()].map((date) => date?.datetime));
    if (days.size > 1) findings.push(`${game}: release dates differ: ${[...byCulture].map(([culture, date]) => `${culture} ${date?.datetime}`).join(', ')}`);
  }
  return findings;
}

describe('localisation crawl', () => {
  it('finds no English payment or country name on other-language pages, no decimal point on comma-decimal pages, no glossary violation, no word or age mark the market forbids, the same release dates everywhere', async () => {
    const dates: ReleaseDates = new Map();
    await loadCatalogueNames();
    expect(catalogueNames.get('es')?.length, 'game names of the es catalogue').toBeGreaterThan(50);
    const report = await crawlCultures({
      port,
      games: FULL ? 'all' : 'one-per-category',
      extraPaths: restrictedPaths,
      concurrency: 6,
      checks: [paymentNames, countryNames, decimals, glossary, marketCopy, ageMarks],
      onPage: (page) => collectReleaseDate(dates, page),
    });
    console.info(`localisation crawl: ${report.pages} pages (${report.gamePages} game pages) in ${(report.ms / 1000).toFixed(1)} s`, report.perCulture);

    // The Canadian cultures' games, fetched in every other culture that offers them.
    const canadian = [...dates].filter(([, byCulture]) => byCulture.has('en-CA') || byCulture.has('fr-CA')).slice(0, 6);
    for (const site of DEFAULT_SITES) {
      for (const culture of site.cultures) {
        for (const [game, byCulture] of canadian) {
          const [routeKey, gameSlug] = game.split('/') as [string, string];
          const url = byCulture.has(culture.code) ? null : tryHref({ route: routeKey, culture, params: { gameSlug } });
          if (!url) continue;
          const response = await httpGet(port, `${site.localCode.toLowerCase()}.localhost:${port}`, url);
          if (response.status === 200) collectReleaseDate(dates, { contentType: 'game', routeKey, params: { gameSlug }, html: response.body, culture });
        }
      }
    }
    const compared = canadian.filter(([, byCulture]) => byCulture.size > 1 && (byCulture.has('en-CA') || byCulture.has('fr-CA')));

    expect(report.pages).toBeGreaterThan(FULL ? 2000 : 400);
    expect(compared.length, 'Canadian games compared with other cultures').toBeGreaterThan(0);
    expect([...summariseFindings(report.findings), ...releaseDateFindings(dates)].slice(0, 40)).toEqual([]);
  }, 600_000);
});
