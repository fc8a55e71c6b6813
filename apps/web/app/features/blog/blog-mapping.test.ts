import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it } from 'vitest';
import { isSlug, toCard, toEmbedView, toPostView, type BlogBase } from './blog-mapping.ts';
import { postSchema, type Embed, type PostSummary } from './blog-schemas.ts';

const culture = (code: string) => DEFAULT_SITES.flatMap((site) => site.cultures).find((c) => c.code === code)!;
const base = (code = 'en-GB', imageCdn: string | null = null): BlogBase => ({
  culture: culture(code),
  images: { imageCdn, apiHost: 'https://api.example/sites/mcuk/' },
  formatDate: (iso) => `on ${iso}`,
});

const summary: PostSummary = {
  id: 3001,
  slug: 'what-is-rtp',
  title: 'What RTP really means',
  excerpt: 'Return to player explained.',
  image: '/img/blog/what-is-rtp.svg',
  author: 'Mondo Editorial',
  publishedAt: '2025-05-28T09:00:00.000Z',
  readingMinutes: 1,
  tag: { slug: 'slots-guides', name: 'Slots guides' },
};
const embed = (over: Partial<Embed>): Embed => ({
  id: 1,
  kind: 'quote',
  title: 'T',
  text: null,
  url: null,
  gameSlug: null,
  routeKey: null,
  image: null,
  ...over,
});

describe('post cards', () => {
  it('link to the post under its own tag, with absolute images', () => {
    expect(toCard(summary, base())).toMatchObject({
      href: '/blog/slots-guides/what-is-rtp/',
      image: 'https://api.example/img/blog/what-is-rtp.svg',
      tag: { slug: 'slots-guides', name: 'Slots guides', href: '/blog/slots-guides/' },
      // The date arrives as text, formatted before the page renders (no formatter in the browser).
      publishedText: 'on 2025-05-28T09:00:00.000Z',
    });
    expect(toCard(summary, base('en-GB', 'https://cdn.example/'))?.image).toBe('https://cdn.example/img/blog/what-is-rtp.svg');
  });

  it('are dropped where the slug cannot be a page or the blog does not exist in the culture', () => {
    expect(toCard({ ...summary, slug: '../admin' }, base())).toBeNull();
    expect(toCard({ ...summary, tag: { slug: 'Slots Guides', name: 'x' } }, base())).toBeNull();
    expect(toCard(summary, base('de-DE'))).toBeNull();
  });

  it('keep an image only when it is http(s)', () => {
    expect(toCard({ ...summary, image: 'javascript:alert(1)' }, base())?.image).toBeNull();
    expect(toCard({ ...summary, image: null }, base())?.image).toBeNull();
  });

  it('accept only kebab-case slugs', () => {
    expect(isSlug('slots-guides')).toBe(true);
    for (const bad of [undefined, '', 'Slots', 'a--b', '-a', 'a_b', 'a/b', 'x'.repeat(121)]) expect(isSlug(bad), String(bad)).toBe(false);
  });
});

describe('embeds', () => {
  it('link a game to its game page through its route key', () => {
    const view = toEmbedView(
      embed({
        kind: 'game',
        title: 'Ruby Legends Megaways',
        gameSlug: 'ruby-legends-megaways',
        routeKey: 'onlineSlotsGame',
        image: '/img/games/ruby-legends-megaways.svg',
      }),
      base(),
    );
    expect(view).toEqual({
      kind: 'game',
      id: 1,
      title: 'Ruby Legends Megaways',
      href: '/online-slots/ruby-legends-megaways/',
      image: 'https://api.example/img/games/ruby-legends-megaways.svg',
    });
    const es = toEmbedView(embed({ kind: 'game', title: 'X', gameSlug: 'some-game', routeKey: 'casinoGamesGame' }), base('es'));
    expect(es).toMatchObject({ href: '/juegos-de-casino/some-game/' });
  });

  it('drop a game embed whose route is not a game page or is missing', () => {
    expect(toEmbedView(embed({ kind: 'game', title: 'X', gameSlug: 'a-game', routeKey: 'home' }), base())).toBeNull();
    expect(toEmbedView(embed({ kind: 'game', title: 'X', gameSlug: 'a-game', routeKey: 'nope' }), base())).toBeNull();
    expect(toEmbedView(embed({ kind: 'game', title: 'X', gameSlug: null, routeKey: 'onlineSlotsGame' }), base())).toBeNull();
    expect(toEmbedView(embed({ kind: 'game', title: 'X', gameSlug: 'a-game', routeKey: 'liveCasinoGame' }), base('de-DE'))).toBeNull();
  });

  it('make a video a plain http(s) link, never anything else', () => {
    expect(toEmbedView(embed({ kind: 'video', title: 'How to play', url: 'https://video.example/embed/x' }), base())).toEqual({
      kind: 'video',
      id: 1,
      title: 'How to play',
      text: null,
      href: 'https://video.example/embed/x',
    });
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//video.example/x', 'video.example', null]) {
      expect(toEmbedView(embed({ kind: 'video', title: 'V', url }), base()), String(url)).toBeNull();
    }
  });

  it('keep a quote as text and drop an empty one', () => {
    expect(toEmbedView(embed({ kind: 'quote', title: 'Tip', text: '<script>alert(1)</script>' }), base())).toEqual({
      kind: 'quote',
      id: 1,
      title: 'Tip',
      text: '<script>alert(1)</script>',
    });
    expect(toEmbedView(embed({ kind: 'quote', title: 'Tip', text: '  ' }), base())).toBeNull();
  });

  it('resolve a promotion link through the rich-text link rules', () => {
    expect(
      toEmbedView(embed({ kind: 'promotion', title: 'Promotions', url: 'route:promotions', image: '/img/promotions/blog-embed.svg' }), base()),
    ).toMatchObject({
      href: '/promotions/',
      external: false,
      image: 'https://api.example/img/promotions/blog-embed.svg',
    });
    expect(toEmbedView(embed({ kind: 'promotion', title: 'P', url: 'route:promotions' }), base('es'))).toMatchObject({ href: '/promociones/' });
    expect(toEmbedView(embed({ kind: 'promotion', title: 'P', url: 'https://partner.example/offer' }), base())).toMatchObject({ external: true });
    for (const url of ['javascript:alert(1)', 'route:unknownKey', 'mailto:a@b.example', null]) {
      expect(toEmbedView(embed({ kind: 'promotion', title: 'P', url }), base()), String(url)).toBeNull();
    }
  });
});

describe('posts', () => {
  it('drop unknown embed kinds instead of failing the post', () => {
    const parsed = postSchema.parse({
      ...summary,
      culture: 'en-GB',
      body: 'x',
      published: true,
      embeds: [embed({ kind: 'quote', text: 'Keep me' }), { id: 9, kind: 'iframe', title: 'evil', url: 'https://evil.example/' }],
    });
    expect(parsed.embeds).toHaveLength(1);
    const view = toPostView(parsed, base());
    expect(view?.embeds).toEqual([{ kind: 'quote', id: 1, title: 'T', text: 'Keep me' }]);
    expect(view?.body).toBe('x');
  });
});
