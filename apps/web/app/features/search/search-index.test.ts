import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex, searchGames, type SearchGame } from './search-index.ts';

const game = (name: string, provider = 'Nordlight Studios'): SearchGame => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  provider,
  href: `/online-slots/${name.toLowerCase()}/`,
  thumbnail: `/img/games/${name}.svg`,
});
const index = createSearchIndex([
  game('Starlight Fortune'),
  game('Book of the Pharaoh'),
  game('Éclat Royal', 'Maison Jeu'),
  game('Lightning Roulette Live', 'Studio Vivo'),
  game('Dragon Hoard Megaways'),
]);
const names = (query: string) => {
  const outcome = searchGames(index, query);
  return outcome.state === 'results' ? outcome.games.map((g) => g.name) : outcome.state;
};

describe('game search', () => {
  it('shows nothing until 2 letters are typed', () => {
    expect(names('')).toBe('too-short');
    expect(names('s')).toBe('too-short');
    expect(names(' s ')).toBe('too-short');
    expect(names('st')).toContain('Starlight Fortune');
  });
  it('matches prefixes, providers and accents', () => {
    expect(names('drag')).toEqual(['Dragon Hoard Megaways']);
    expect(names('studio vivo')).toEqual(['Lightning Roulette Live']);
    expect(names('eclat')).toEqual(['Éclat Royal']);
  });
  it('tolerates typos', () => {
    expect(names('starlihgt')).toContain('Starlight Fortune');
    expect(names('pharao')).toContain('Book of the Pharaoh');
    expect(names('rulette')).toContain('Lightning Roulette Live');
  });
  it('answers no results with an empty list', () => {
    expect(searchGames(index, 'zzzzqqq')).toEqual({ state: 'results', games: [], total: 0 });
  });
  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (query) => void searchGames(index, query)),
      { numRuns: 500 },
    );
  });
});
