import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it } from 'vitest';
import { buildSeo, twitterHandle, videoGame } from './build-seo.ts';

const site = (code: string) => DEFAULT_SITES.find((s) => s.localCode === code)!;
const base = (code: string, overrides = {}) => ({
  site: site(code),
  sites: DEFAULT_SITES,
  culture: site(code).cultures[0]!,
  routeKey: 'help',
  params: {},
  contentType: 'help' as const,
  title: 'Help | Site',
  description: 'Help at Site.',
  crumbs: [
    { name: 'Home', href: '/' },
    { name: 'Help', href: '/help/' },
  ],
  ...overrides,
});

describe('page SEO', () => {
  it('puts the canonical on the page own host and prefix, with a trailing slash', () => {
    const seo = buildSeo(base('MC', { culture: site('MC').cultures[1]! }));
    expect(seo.canonical).toBe('https://www.mondocasino.example/en-CA/help/');
  });

  it('lists alternates where the route exists, itself included, with one x-default', () => {
    const seo = buildSeo(base('MCES', { routeKey: 'blog', contentType: 'blog-home', crumbs: [] }));
    expect(seo.alternates).toEqual([
      { hreflang: 'en-GB', href: 'https://www.mondocasino-uk.example/blog/' },
      { hreflang: 'es', href: 'https://www.mondocasino-es.example/blog/' },
      { hreflang: 'x-default', href: 'https://www.mondocasino-uk.example/blog/' },
    ]);
    const help = buildSeo(base('MCUK'));
    expect(help.alternates.filter((a) => a.hreflang === 'x-default')).toEqual([{ hreflang: 'x-default', href: 'https://www.mondocasino.example/help/' }]);
    expect(help.alternates.map((a) => a.hreflang)).toContain('en');
    expect(help.alternates.map((a) => a.hreflang)).not.toContain('en-ROW');
  });

  it('limits parameterised pages to themselves', () => {
    const seo = buildSeo(base('MCUK', { routeKey: 'onlineSlotsGame', params: { gameSlug: 'x' }, contentType: 'game' }));
    expect(seo.alternates).toEqual([
      { hreflang: 'en-GB', href: 'https://www.mondocasino-uk.example/online-slots/x/' },
      { hreflang: 'x-default', href: 'https://www.mondocasino-uk.example/online-slots/x/' },
    ]);
  });

  it('suppresses Open Graph without a complete image and Twitter without a site account', () => {
    expect(buildSeo(base('MCUK', { image: { url: 'https://i.example/a.png', width: 400 } })).openGraph).toBeNull();
    const withImage = buildSeo(base('MCUK', { image: { url: 'https://i.example/a.png', width: 400, height: 300 } }));
    expect(withImage.openGraph).toMatchObject({ 'og:image': 'https://i.example/a.png', 'og:image:width': '400', 'og:locale': 'en_GB' });
    expect(withImage.twitter).toMatchObject({ 'twitter:site': '@mondocasinouk' });
    expect(buildSeo(base('MCDE', { image: { url: 'https://i.example/a.png', width: 400, height: 300 } })).twitter).toBeNull();
    expect(twitterHandle('https://twitter.com/mondocasino')).toBe('@mondocasino');
    expect(twitterHandle('')).toBeNull();
  });

  it('describes the page, its breadcrumb and (on home) the organisation in JSON-LD', () => {
    const seo = buildSeo(base('MCES', { routeKey: 'home', contentType: 'home', crumbs: [{ name: 'Inicio', href: '/' }] }));
    expect(seo.jsonLd.map((thing) => (thing as { '@type': string })['@type'])).toEqual(['WebPage', 'BreadcrumbList', 'Organization']);
    expect(JSON.stringify(seo.jsonLd[2])).toContain('https://twitter.com/mondocasinoes');
  });

  it('rates a video game only where players rated it', () => {
    const game = { name: 'G', url: 'u', image: null, description: 'd', provider: 'P' };
    expect(videoGame({ ...game, rating: null })).not.toHaveProperty('aggregateRating');
    expect(videoGame({ ...game, rating: { value: 4.2, count: 10 } })).toMatchObject({ aggregateRating: { ratingValue: 4.2, ratingCount: 10 } });
  });
});
