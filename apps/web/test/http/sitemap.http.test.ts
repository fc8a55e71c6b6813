import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { match } from '@mc/sites/match';
import { ROUTES } from '@mc/sites/routes';
import { describe, expect, inject, it } from 'vitest';
import { httpGet } from '../http-get.ts';

const port = inject('webPort');
const hostOf = (code: string) => `${code.toLowerCase()}.localhost:${port}`;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const get = async (code: string, url: string) => httpGet(port, hostOf(code), new URL(url, 'http://x').pathname);

describe('sitemaps and robots.txt per site', () => {
  it.each(DEFAULT_SITES.map((site) => [site.localCode, site] as const))('%s: an index of one sitemap per culture and content type', async (code, site) => {
    const index = await httpGet(port, hostOf(code), '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    const files = locs(index.body);
    for (const culture of site.cultures) expect(files).toContain(`http://${hostOf(code)}/sitemaps/${culture.code}/pages.xml`);
    expect(index.body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(files.length);

    for (const file of files) {
      const res = await get(code, file);
      expect(res.status, file).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      const blocks = res.body.split('<url>').slice(1);
      for (const block of blocks) {
        const loc = /<loc>([^<]+)</.exec(block)![1]!;
        expect(loc.startsWith(`http://${hostOf(code)}/`), loc).toBe(true);
        expect(block, loc).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
        expect(block.match(/hreflang="x-default"/g), loc).toHaveLength(1);
        expect(block, loc).toContain(`href="${loc}"`);
        const found = match(site, new URL(loc).pathname);
        expect(found.kind, loc).toBe('page');
        if (found.kind === 'page') expect(['static', 'content'], loc).toContain(found.route.siteMapType);
      }
      if (file.endsWith('/pages.xml')) {
        const culture = site.cultures.find((c) => file.includes(`/sitemaps/${c.code}/`))!;
        const expected = [...ROUTES.values()].filter((r) => r.siteMapType === 'static' && r.patterns.has(culture.code));
        expect(blocks, file).toHaveLength(expected.length);
      }
      expect(res.body).not.toMatch(/\/preview\/|\/privacy\/<\/loc>|\/terms\/<\/loc>|leaderboard|\/online-slots\/[a-z0-9-]+\/[a-z]/);
    }
  });

  it('lists content pages (promotions, payment info, blog topics) in their own sitemaps', async () => {
    const promotions = await httpGet(port, hostOf('MCUK'), '/sitemaps/en-GB/promotions.xml');
    expect(locs(promotions.body).length).toBeGreaterThan(0);
    const payments = await httpGet(port, hostOf('MCUK'), '/sitemaps/en-GB/payments.xml');
    expect(locs(payments.body)).toContain(`http://${hostOf('MCUK')}/payment-options/card/`);
    expect((await httpGet(port, hostOf('MCDK'), '/sitemaps/da/promotions.xml')).status).toBe(404);
    expect((await httpGet(port, hostOf('MCUK'), '/sitemaps/de-DE/pages.xml')).status).toBe(404);
  });

  it('points robots.txt at the site own sitemap', async () => {
    const res = await httpGet(port, hostOf('MCES'), '/robots.txt');
    expect(res.body).toContain(`Sitemap: http://${hostOf('MCES')}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /preview/');
  });
});
