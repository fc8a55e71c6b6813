import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { match } from '@mc/sites/match';
import { ROUTES } from '@mc/sites/routes';
import { describe, expect, inject, it } from 'vitest';
import { httpGet } from '../http-get.ts';

const port = inject('webPort');
const hostOf = (code: string) => `${code.toLowerCase()}.localhost:${port}`;

describe('sitemap.xml and robots.txt per site', () => {
  it.each(DEFAULT_SITES.map((site) => [site.localCode, site] as const))('%s lists every site-map route of its cultures with alternates', async (code, site) => {
    const res = await httpGet(port, hostOf(code), '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const expected = site.cultures.flatMap((culture) =>
      [...ROUTES.values()].filter((r) => r.siteMapType === 'static' && r.patterns.has(culture.code)).map(() => culture.code),
    );
    expect(locs).toHaveLength(expected.length);
    for (const loc of locs) expect(loc.startsWith(`http://${hostOf(code)}/`)).toBe(true);
    for (const loc of locs) {
      const found = match(site, new URL(loc).pathname);
      expect(found.kind === 'page' && found.route.siteMapType, loc).toBe('static');
    }
    expect(res.body).not.toMatch(/\/preview\/|\/privacy\/<\/loc>|\/terms\/<\/loc>|leaderboard/);
    const blocks = res.body.split('<url>').slice(1);
    for (const block of blocks) {
      expect(block.match(/hreflang="x-default"/g)).toHaveLength(1);
      const loc = /<loc>([^<]+)</.exec(block)![1]!;
      expect(block).toContain(`href="${loc}"`);
    }
  });

  it('points robots.txt at the site own sitemap', async () => {
    const res = await httpGet(port, hostOf('MCES'), '/robots.txt');
    expect(res.body).toContain(`Sitemap: http://${hostOf('MCES')}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /preview/');
  });
});
