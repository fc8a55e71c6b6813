import { DEFAULT_SITES } from '@mc/sites/default-sites';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactCatalogue, expandCatalogue, slugOf } from './search-catalogue.ts';

const cultures = DEFAULT_SITES.flatMap((s) => s.cultures);
const es = cultures.find((c) => c.code === 'es')!;
const en = cultures.find((c) => c.code === 'en')!;
const entries = [
  {
    slug: 'book-of-gods',
    name: 'Book of Gods',
    provider: 'Fjord Games',
    routeKey: 'onlineSlotsGame',
    thumbnail: 'http://x/img/games/book-of-gods.svg',
    theme: 'Mitología',
    popularity: 10,
  },
  {
    slug: 'lisbon-live',
    name: 'Lisbon Live',
    provider: 'Hexa Live',
    routeKey: 'liveCasinoGame',
    thumbnail: 'http://x/img/games/lisbon-live.svg',
    theme: 'Estudio en vivo',
    popularity: 900,
  },
  {
    slug: 'odd-one-game',
    name: 'Odd One',
    provider: 'Fjord Games',
    routeKey: 'casinoGamesGame',
    thumbnail: 'http://cdn/elsewhere.png',
    theme: '',
    popularity: 50,
  },
];

describe('compact search catalogue', () => {
  it('round-trips most popular first, with URLs built for the culture, each provider and theme listed once', () => {
    const compact = compactCatalogue(entries);
    expect(compact.providers).toEqual(['Hexa Live', 'Fjord Games']);
    expect(compact.names).toEqual(['Lisbon Live', 'Odd One', 'Book of Gods']);
    expect(compact.slugs).toEqual(['', '-game', '']);
    expect(compact.thumbs).toEqual({ 1: 'http://cdn/elsewhere.png' });
    expect(expandCatalogue(JSON.parse(JSON.stringify(compact)), es)).toEqual([
      {
        slug: 'lisbon-live',
        name: 'Lisbon Live',
        provider: 'Hexa Live',
        theme: 'Estudio en vivo',
        href: '/casino-en-vivo/lisbon-live/',
        thumbnail: 'http://x/img/games/lisbon-live.svg',
      },
      {
        slug: 'odd-one-game',
        name: 'Odd One',
        provider: 'Fjord Games',
        theme: '',
        href: '/juegos-de-casino/odd-one-game/',
        thumbnail: 'http://cdn/elsewhere.png',
      },
      {
        slug: 'book-of-gods',
        name: 'Book of Gods',
        provider: 'Fjord Games',
        theme: 'Mitología',
        href: '/online-slots/book-of-gods/',
        thumbnail: 'http://x/img/games/book-of-gods.svg',
      },
    ]);
  });
  it('round-trips any slug, name and thumbnail', () => {
    const entry = fc.record({
      slug: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/),
      name: fc.string({ minLength: 1, maxLength: 30 }),
      provider: fc.constantFrom('A', 'B'),
      routeKey: fc.constant('onlineSlotsGame'),
      thumbnail: fc.constantFrom('', 'https://cdn.example/other.png', '/img/games/x.webp'),
      theme: fc.constantFrom('', 'Space'),
      popularity: fc.nat(5),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.slug, maxLength: 20 }), (list) => {
        const withPatternThumbs = list.map((e, i) => (i % 2 ? e : { ...e, thumbnail: `/img/games/${e.slug}.webp` }));
        const expanded = expandCatalogue(JSON.parse(JSON.stringify(compactCatalogue(withPatternThumbs))), en);
        const expected = [...withPatternThumbs].sort((a, b) => b.popularity - a.popularity);
        expect(expanded.map(({ slug, name, provider, theme, thumbnail }) => ({ slug, name, provider, theme, thumbnail }))).toEqual(
          expected.map(({ slug, name, provider, theme, thumbnail }) => ({ slug, name, provider, theme, thumbnail })),
        );
      }),
    );
  });
  it('ships no slug that follows from the name', () => {
    expect(slugOf('Éclat Royal: 21+3!')).toBe('eclat-royal-21-3');
    expect(slugOf("Pharaoh's Nights")).toBe('pharaohs-nights');
  });
  it('drops games whose page does not exist in the culture', () => {
    const de = cultures.find((c) => c.code === 'de-DE')!;
    expect(expandCatalogue(compactCatalogue(entries), de).map((g) => g.slug)).toEqual(['book-of-gods']);
  });
  it('refuses another format rather than guess (search then says it is unavailable)', () => {
    expect(() => expandCatalogue({ v: 1, games: [] } as never, en)).toThrow();
  });
});
