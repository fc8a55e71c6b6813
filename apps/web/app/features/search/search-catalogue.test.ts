import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it } from 'vitest';
import { compactCatalogue, expandCatalogue } from './search-catalogue.ts';

const es = DEFAULT_SITES.flatMap((s) => s.cultures).find((c) => c.code === 'es')!;
const entries = [
  { slug: 'book-of-gods', name: 'Book of Gods', provider: 'Fjord Games', routeKey: 'onlineSlotsGame', thumbnail: 'http://x/img/games/book-of-gods.svg' },
  { slug: 'lisbon-live', name: 'Lisbon Live', provider: 'Hexa Live', routeKey: 'liveCasinoGame', thumbnail: 'http://x/img/games/lisbon-live.svg' },
  { slug: 'odd-one', name: 'Odd One', provider: 'Fjord Games', routeKey: 'casinoGamesGame', thumbnail: 'http://cdn/elsewhere.png' },
];

describe('compact search catalogue', () => {
  it('round-trips, with URLs built for the culture', () => {
    const compact = compactCatalogue(entries);
    expect(compact.providers).toEqual(['Fjord Games', 'Hexa Live']);
    expect(compact.games[0]![4]).toBeNull();
    expect(compact.games[2]![4]).toBe('http://cdn/elsewhere.png');
    expect(expandCatalogue(compact, es)).toEqual([
      {
        slug: 'book-of-gods',
        name: 'Book of Gods',
        provider: 'Fjord Games',
        href: '/online-slots/book-of-gods/',
        thumbnail: 'http://x/img/games/book-of-gods.svg',
      },
      {
        slug: 'lisbon-live',
        name: 'Lisbon Live',
        provider: 'Hexa Live',
        href: '/casino-en-vivo/lisbon-live/',
        thumbnail: 'http://x/img/games/lisbon-live.svg',
      },
      { slug: 'odd-one', name: 'Odd One', provider: 'Fjord Games', href: '/juegos-de-casino/odd-one/', thumbnail: 'http://cdn/elsewhere.png' },
    ]);
  });
  it('drops games whose page does not exist in the culture', () => {
    const de = DEFAULT_SITES.flatMap((s) => s.cultures).find((c) => c.code === 'de-DE')!;
    expect(expandCatalogue(compactCatalogue(entries), de).map((g) => g.slug)).toEqual(['book-of-gods']);
  });
});
