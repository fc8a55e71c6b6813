import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { buildQuery } from '@mc/sites/query-string';
import { gameFilterQuery } from '@mc/sites/game-filter';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { resourceUrls } from '../../app/lib/resource-urls.ts';
import { readHead } from '../html-head.ts';
import { httpGet } from '../http-get.ts';
import { decodeEntities, pageText } from '../page-text.ts';

/**
 * Category pages narrowed by provider and feature (issue 18): the filter is the URL's query, the
 * server renders the narrowed page (a cached page of its own), bad queries are ignored, the
 * canonical stays the unfiltered category, and no jackpot filter exists where the market has none.
 */
const port = inject('webPort');
const platform = `http://127.0.0.1:${inject('platformPort')}`;
const host = (code: string) => `${code}.localhost:${port}`;
const PAGE = '/online-slots/';
const SLOT_GROUPS = ['most_played_slots', 'new_slots', 'megaways', 'jackpots', 'slots'];

interface Truth {
  provider: string;
  category: string;
}
/** What the platform says of every game the page can show (slug → provider slug, category). */
const truth = new Map<string, Truth>();
const tiles = (html: string) => [...new Set([...html.matchAll(/data-game="([^"]+)"/g)].map((m) => m[1]!))];
const form = (html: string) => /<form[^>]*data-testid="game-filter"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
const checked = (html: string) =>
  [...form(html).matchAll(/<input[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\schecked=""/.test(tag))
    .map((tag) => /value="([^"]+)"/.exec(tag)![1]);

async function page(code: string, query = '') {
  const res = await httpGet(port, host(code), `${PAGE}${query}`);
  expect(res.status, `${code} ${PAGE}${query}`).toBe(200);
  return res.body;
}

beforeAll(async () => {
  const url = `${platform}/sites/mcuk/v1/games/by-groups?culture=en-GB&limit=500&${SLOT_GROUPS.map((g) => `groups=${g}`).join('&')}`;
  const body = (await (await fetch(url)).json()) as { groups: { games: { slug: string; category: string; provider: { slug: string } }[] }[] };
  for (const game of body.groups.flatMap((group) => group.games)) truth.set(game.slug, { provider: game.provider.slug, category: game.category });
});

describe('category filters', () => {
  it('offers providers and features as a plain GET form to the page itself', async () => {
    const html = await page('mcuk');
    const filter = form(html);
    expect(filter).toContain(`method="get"`);
    expect(filter).toContain(`action="${PAGE}"`);
    expect(filter).toMatch(/<select name="provider"/);
    for (const feature of ['megaways', 'jackpot', 'demo']) expect(filter).toContain(`name="feature" value="${feature}"`);
    // No live table is a slot: no live-dealer filter on the slots page.
    expect(filter).not.toContain('value="live-dealer"');
    expect(checked(html)).toEqual([]);
  });

  it('renders the category narrowed to a provider and a feature, the form showing what applies, canonical the whole category', async () => {
    const all = tiles(await page('mcuk'));
    const provider = truth.get(all[0]!)!.provider;
    const query = `?${buildQuery(gameFilterQuery({ provider, features: ['megaways'] }))}`;
    const html = await page('mcuk', query);
    const shown = tiles(html);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all.length);
    for (const slug of shown) expect(truth.get(slug), slug).toEqual({ provider, category: 'megaways' });
    expect(checked(html)).toEqual(['megaways']);
    expect(form(html)).toMatch(new RegExp(`<option value="${provider}" selected=""`));
    const head = readHead(html);
    expect(head.canonical).toMatch(/^https?:\/\/[^/]+\/online-slots\/$/);
    expect(head.canonical).toBe(readHead(await page('mcuk')).canonical);
    expect(head.robots).toBe('index, follow');
    // "Show more" of the narrowed grid asks for the same narrowing.
    const more = await httpGet(port, host('mcuk'), resourceUrls.gameGroup('en-GB', 'slots', 200, query.slice(1)));
    const moreTiles = (JSON.parse(more.body) as { tiles: { slug: string }[] }).tiles;
    for (const { slug } of moreTiles) expect(truth.get(slug), slug).toEqual({ provider, category: 'megaways' });
  });

  it('says so when a filter leaves no game, with the way back', async () => {
    const all = tiles(await page('mcuk'));
    const provider = truth.get(all[0]!)!.provider;
    // No seeded game is both a megaways and a jackpot game.
    const html = await page('mcuk', `?provider=${provider}&feature=megaways&feature=jackpot`);
    expect(tiles(html)).toEqual([]);
    expect(decodeEntities(html)).toContain('No games match these filters.');
    expect(html).toMatch(new RegExp(`<a href="${PAGE}">Clear filters</a>`));
  });

  it('ignores junk, unknown and encoded parameters: the unfiltered page, never an error', async () => {
    const all = tiles(await page('mcuk'));
    for (const junk of [
      '?provider=no-such-studio',
      '?provider=%3Cscript%3E&feature=turbo',
      '?feature=%E0%A4%A&provider=%',
      '?%70rovider=x&%66eature=megaways',
      `?provider=${'a'.repeat(500)}`,
      '?feature[]=megaways&provider[x]=1',
    ]) {
      const html = await page('mcuk', junk);
      expect(tiles(html), junk).toEqual(all);
      expect(checked(html), junk).toEqual([]);
    }
  });

  it('has no jackpot filter where the market has no jackpots, and ignores one asked for', async () => {
    const html = await page('mcde');
    expect(form(html)).toContain('value="megaways"');
    expect(form(html)).not.toContain('jackpot');
    const asked = await page('mcde', '?feature=jackpot');
    expect(tiles(asked)).toEqual(tiles(html));
    expect(pageText(asked)).not.toMatch(/jackpot/i);
  });

  it('offers the filter wherever a category has games to narrow', async () => {
    const site = DEFAULT_SITES.find((s) => s.localCode === 'MC')!;
    const live = await httpGet(port, host('mc'), `${site.cultures[0]!.route}/live-casino/`);
    expect(form(live.body)).toContain('value="live-dealer"');
    expect(form(live.body)).not.toContain('value="megaways"');
  });
});
