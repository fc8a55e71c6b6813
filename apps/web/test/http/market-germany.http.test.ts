import type { CultureCode } from '@mc/sites/culture-codes';
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { bannedCopy, marketRule } from '@mc/sites/markets';
import { ROUTES } from '@mc/sites/routes';
import { describe, expect, inject, it } from 'vitest';
import gameTiles from '../../messages/de-DE/gameTiles.json';
import info from '../../messages/de-DE/info.json';
import { resourceUrls } from '../../app/lib/resource-urls.ts';
import { CATALOGUE_FORMAT, expandCatalogue } from '../../app/features/search/search-catalogue.ts';
import { httpGet } from '../http-get.ts';
import { decodeEntities, pageText } from '../page-text.ts';

/**
 * MCDE (GlüStV 2021 § 22a) as a visitor and a search engine see it: every page reachable from
 * the home page, and the sitemaps. The rules come from the market data (packages/sites/src/
 * markets.ts); what is checked here is what the pages show.
 */
const port = inject('webPort');
const CULTURE: CultureCode = 'de-DE';
const site = DEFAULT_SITES.find((s) => s.cultures.some((c) => c.code === CULTURE))!;
const host = `${site.localCode.toLowerCase()}.localhost:${port}`;
const stakeCap = marketRule(CULTURE, 'stake-cap')!;
const CONCURRENCY = 6;

/** Paths of routes the market removes (jackpots, daily jackpots), as other cultures have them. */
const forbiddenPaths = [...ROUTES.values()]
  .filter((route) => route.definition.unlessMarketRule !== undefined && !route.patterns.has(CULTURE) && route.paramNames.length === 0)
  .flatMap((route) => [...route.patterns.values()]);

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** Island props keys that hold codes, links or media rather than copy. */
const NOT_COPY = /link|href|src|url|slug|section|code|id$|key|image|thumbnail|routeKey|apiBase|culture|currency|date/i;

/**
 * Everything on a page a visitor or a search engine reads: the visible text (page-text.ts),
 * the meta description and social cards, JSON-LD, text alternatives (alt, title, aria-label),
 * and the strings islands render in the browser from their props (banner slides, bt texts).
 */
function pageCopy(html: string): string {
  const parts = [pageText(html)];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    if (/^(description|og:(title|description)|twitter:(title|description))$/.test(attr(tag, 'name') ?? attr(tag, 'property') ?? ''))
      parts.push(attr(tag, 'content') ?? '');
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) parts.push(...strings(JSON.parse(json!), () => true));
  for (const [, value] of html.matchAll(/\s(?:alt|title|aria-label)="([^"]*)"/g)) parts.push(value!);
  for (const [, props] of html.matchAll(/\sdata-props="([^"]*)"/g)) parts.push(...strings(JSON.parse(decodeEntities(props!)), (key) => !NOT_COPY.test(key)));
  return decodeEntities(parts.join('\n'));
}

function strings(value: unknown, keep: (key: string) => boolean, key = ''): string[] {
  if (typeof value === 'string') return keep(key) && !/^(\/|https?:|#|route:)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, keep, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => strings(item, keep, name));
  return [];
}

/** A German amount as the page formats it ("0,20 €", "1 €", "1.000 €"). */
const amount = (text: string) =>
  Number(
    text
      .replace(/[^\d,.-]/g, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );
/** A game page's parameter list (game-parameters.tsx): key → shown value. */
function gameParameters(html: string): Map<string, string> {
  return new Map([...html.matchAll(/<div data-parameter="([^"]+)"><dt>[\s\S]*?<\/dt><dd>([\s\S]*?)<\/dd>/g)].map((m) => [m[1]!, decodeEntities(m[2]!)]));
}

async function crawl(): Promise<Map<string, { status: number; body: string }>> {
  const pages = new Map<string, { status: number; body: string }>();
  const queue = ['/'];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const batch = queue.splice(0, CONCURRENCY);
    await Promise.all(
      batch.map(async (path) => {
        const res = await httpGet(port, host, path);
        pages.set(path, { status: res.status, body: res.body });
        if (res.status !== 200) return;
        for (const [, href] of res.body.matchAll(/<a\b[^>]*\shref="([^"#]*)/g)) {
          const url = new URL(decodeEntities(href!), `http://${host}${path}`);
          const next = url.pathname + url.search;
          if (url.host !== host || seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }),
    );
  }
  return pages;
}

describe(`${site.localCode} (${CULTURE}): the market's rules on every page`, () => {
  it('shows no banned copy, jackpot route, badge or game, no stake above the cap and no quick spin on any page reachable from home', async () => {
    const started = performance.now();
    const pages = await crawl();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${site.localCode} crawl: ${pages.size} pages in ${seconds} s`);
    expect(pages.size).toBeGreaterThan(50);

    const failures: string[] = [];
    let gamePages = 0;
    for (const [path, { status, body }] of pages) {
      const fail = (message: string) => failures.push(`${path} (${status}): ${message}`);
      if (status >= 500) fail('server error');
      const banned = bannedCopy(CULTURE, pageCopy(body));
      if (banned.length > 0) fail(`banned copy ${banned.join(', ')}`);
      if (body.includes('data-badge="jackpot"')) fail('jackpot badge');
      for (const forbidden of forbiddenPaths) if (path.startsWith(forbidden) || body.includes(`href="${forbidden}"`)) fail(`jackpot route ${forbidden}`);
      const params = gameParameters(body);
      if (!params.size) continue;
      gamePages += 1;
      for (const key of ['minBet', 'maxBet']) {
        const text = params.get(key);
        if (text !== undefined && !(text.includes('€') && amount(text) <= stakeCap.amount))
          fail(`${key} ${text} above the ${stakeCap.amount} ${stakeCap.currency} cap`);
      }
      if (params.get('quickSpin') === gameTiles.yes) fail('quick spin shown as available');
    }
    expect(gamePages, 'game pages reached from home').toBeGreaterThan(20);
    // The bonus page: the visitor's own terms (the first market listed) state no maximum bet above the cap.
    const bonus = [...pages].find(([, page]) => page.body.includes('data-market='))?.[1].body ?? '';
    const own = /<section\b[^>]*data-market="[^"]+"[^>]*>([\s\S]*?)<\/section>/.exec(bonus)?.[1] ?? '';
    const maxBet = new RegExp(`<dt>${info.bonus.maxBet}</dt>((?:<dd>[^<]*</dd>)+)`).exec(own)?.[1];
    expect(maxBet, 'the bonus page states a maximum bet').toBeDefined();
    for (const [money] of decodeEntities(maxBet!).matchAll(/\d[\d.,]*\s?€/g)) {
      if (amount(money) > stakeCap.amount) failures.push(`bonus page: maximum bet ${money} above the cap`);
    }
    expect(failures.slice(0, 30)).toEqual([]);
  }, 180_000);

  it('answers 404 for the jackpot routes and for a jackpot game another market offers', async () => {
    expect(forbiddenPaths).toEqual(expect.arrayContaining(['/online-slots/jackpots/', '/online-slots/daily-jackpots/']));
    for (const path of forbiddenPaths) expect((await httpGet(port, host, path)).status, path).toBe(404);
    // A jackpot game of the international site, by its own page there.
    const international = await httpGet(port, `mc.localhost:${port}`, '/online-slots/jackpots/');
    const game = /<a href="(\/online-slots\/[a-z0-9-]+\/)"[^>]*data-game=/.exec(international.body)?.[1];
    expect(game, 'a jackpot game on the international site').toBeDefined();
    expect((await httpGet(port, `mc.localhost:${port}`, game!)).status).toBe(200);
    expect((await httpGet(port, host, game!)).status).toBe(404);
  });

  it('keeps jackpot games out of the search index and of "show more"', async () => {
    const culture = site.cultures.find((c) => c.code === CULTURE)!;
    const index = expandCatalogue(JSON.parse((await httpGet(port, host, resourceUrls.searchIndex(CULTURE, CATALOGUE_FORMAT))).body), culture);
    expect(index.length).toBeGreaterThan(50);
    expect(index.filter((game) => bannedCopy(CULTURE, `${game.slug} ${game.name} ${game.provider} ${game.theme}`).length > 0)).toEqual([]);
    const more = JSON.parse((await httpGet(port, host, resourceUrls.gameGroup(CULTURE, 'slots', 200))).body) as {
      tiles: { name: string; badges: { jackpot: boolean } }[];
    };
    expect(more.tiles.length).toBeGreaterThan(50);
    expect(more.tiles.filter((tile) => tile.badges.jackpot || bannedCopy(CULTURE, tile.name).length > 0)).toEqual([]);
  });

  it('lists no jackpot URL and no banned copy in its sitemaps', async () => {
    const index = await httpGet(port, host, '/sitemap.xml');
    expect(index.status).toBe(200);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(files.length).toBeGreaterThan(0);
    for (const file of ['/sitemap.xml', ...files]) {
      const xml = file === '/sitemap.xml' ? index.body : (await httpGet(port, host, file)).body;
      expect(bannedCopy(CULTURE, xml), file).toEqual([]);
      for (const forbidden of forbiddenPaths) expect(xml, file).not.toContain(forbidden);
    }
  });
});
