import { describe, expect, inject, it } from 'vitest';
import { httpGet } from '../http-get.ts';
import { decodeEntities } from '../page-text.ts';

/**
 * The jackpots strip as the server sends it: a shell the same for every visitor (names, the
 * live feed's address on the site's API host, no figure), on the home page and the jackpot
 * category pages of markets with jackpots, and nowhere under 'no-jackpots' (MCDE).
 */
const port = inject('webPort');
const platformPort = inject('platformPort');
const get = (site: string, path: string) => httpGet(port, `${site}.localhost:${port}`, path);
const feedUrlOf = (html: string) => {
  const value = /<section\b[^>]*\sdata-jackpots="([^"]*)"/.exec(html)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};

describe('the jackpots strip shell', () => {
  for (const [site, path, culture, heading, drops] of [
    ['mc', '/', 'en', 'Jackpots', 'Drops in '],
    ['mc', '/online-slots/jackpots/', 'en', 'Jackpots', 'Drops in '],
    ['mc', '/online-slots/daily-jackpots/', 'en', 'Jackpots', 'Drops in '],
    ['mc', '/en-CA/', 'en-CA', 'Jackpots', 'Drops in '],
    ['mcuk', '/', 'en-GB', 'Jackpots', 'Drops in '],
    ['mcuk', '/online-slots/jackpots/', 'en-GB', 'Jackpots', 'Drops in '],
    ['mces', '/', 'es', 'Botes', 'Cae en '],
  ] as const) {
    it(`${site}${path}: carries it, cacheable, with the feed of ${culture} and no figure`, async () => {
      const page = await get(site, path);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toMatch(/s-maxage=[1-9]/);
      expect(feedUrlOf(page.body)).toBe(`http://127.0.0.1:${platformPort}/sites/${site}/v1/feeds/jackpots?culture=${culture}`);
      const section = /<section\b[^>]*data-jackpots[\s\S]*?<\/section>/.exec(page.body)![0];
      expect(section).toContain(`>${heading}</h2>`);
      expect(section).toContain(`>${drops}<time`);
      expect([...section.matchAll(/\sdata-jackpot="([a-z]+)"/g)].map((match) => match[1])).toEqual(['mega', 'major', 'minor', 'daily']);
      // Figures come from the browser: the amounts are empty and no live region but the drop announcer.
      expect([...section.matchAll(/<span[^>]*data-jackpot-amount[^>]*>([^<]*)</g)].map((match) => match[1])).toEqual(['', '', '', '']);
      expect([...section.matchAll(/aria-live="(polite|assertive)"/g)]).toHaveLength(1);
      expect((await get(site, path)).body).toBe(page.body);
    });
  }

  it('is left out of the other categories', async () => {
    const megaways = await get('mc', '/online-slots/megaways/');
    expect(megaways.status).toBe(200);
    expect(feedUrlOf(megaways.body)).toBeUndefined();
  });

  it('is nowhere on MCDE (no-jackpots): not on the home page, and the jackpot pages do not exist', async () => {
    const home = await get('mcde', '/');
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('data-jackpot');
    expect(home.body).not.toContain('feeds/jackpots');
    for (const path of ['/online-slots/jackpots/', '/online-slots/daily-jackpots/']) expect((await get('mcde', path)).status, path).toBe(404);
  });

  it('points at a feed the site’s pages may read: live figures, not cached, CORS for the site', async () => {
    const feed = new URL(feedUrlOf((await get('mcuk', '/')).body)!);
    const answer = await httpGet(Number(feed.port), feed.host, `${feed.pathname}${feed.search}`, { origin: `http://mcuk.localhost:${port}` });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['access-control-allow-origin']).toBe(`http://mcuk.localhost:${port}`);
    const body = JSON.parse(answer.body) as { currency: string; jackpots: { nextDropAt: string }[] };
    expect(body.currency).toBe('GBP');
    for (const jackpot of body.jackpots) expect(Date.parse(jackpot.nextDropAt)).toBeGreaterThan(Date.now() - 1000);
  });
});
