import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex, matchTier, searchGames, type SearchGame } from './search-index.ts';

const game = (name: string, provider = 'Nordlight Studios', theme = ''): SearchGame => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  provider,
  theme,
  href: `/online-slots/${name.toLowerCase()}/`,
  thumbnail: `/img/games/${name}.svg`,
});
// Most popular first, as the catalogue lists them.
const index = createSearchIndex([
  game('Starlight Fortune', 'Nordlight Studios', 'Space'),
  game('Book of the Pharaoh', 'Nordlight Studios', 'Ancient Egypt'),
  game('Éclat Royal', 'Maison Jeu', 'Gems'),
  game('Lightning Roulette Live', 'Studio Vivo', 'Live studio'),
  game('Dragon Hoard Megaways', 'Nordlight Studios', 'Asian'),
  game('Book of Gods', 'Copperfox', 'Mythology'),
  game('Book', 'Copperfox', 'Classic'),
  game("Pharaoh's Nights", 'Nordlight Studios', 'Party'),
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
  it('matches word starts, providers, themes and accents', () => {
    expect(names('drag')).toEqual(['Dragon Hoard Megaways']);
    expect(names('studio vivo')).toEqual(['Lightning Roulette Live']);
    expect(names('eclat')).toEqual(['Éclat Royal']);
    expect(names('egypt')).toEqual(['Book of the Pharaoh']);
    expect(names('copperfox')).toEqual(['Book of Gods', 'Book']);
  });
  it('tolerates one typo in words of five letters or more, and none in shorter ones', () => {
    expect(names('starlihgt')).toContain('Starlight Fortune');
    expect(names('pharao')).toContain('Book of the Pharaoh');
    expect(names('rulette')).toContain('Lightning Roulette Live');
    expect(names('pharoa')).toContain('Book of the Pharaoh'); // a typo while the word is still being typed
    expect(names('pharoahs nigts')).toEqual(["Pharaoh's Nights"]); // an apostrophe is part of its word, as typed
    expect(names('coperfox')).toEqual(['Book of Gods', 'Book']);
    expect(names('bok')).toEqual([]);
    expect(names('draogn')).toEqual(['Dragon Hoard Megaways']);
    expect(names('dargno')).toEqual([]); // two edits
    expect(names('dargon hoadr')).toEqual(['Dragon Hoard Megaways']); // one in each word
  });
  it('ranks the whole name, then the name start, then word starts, typos, provider or theme; popularity within', () => {
    expect(names('book')).toEqual(['Book', 'Book of the Pharaoh', 'Book of Gods']);
    expect(names('book of')).toEqual(['Book of the Pharaoh', 'Book of Gods']);
    expect(names('gods')).toEqual(['Book of Gods']);
    expect(matchTier(index, 'book', 'book')).toBe('exact-name');
    expect(matchTier(index, 'book of', 'book-of-gods')).toBe('name-prefix');
    expect(matchTier(index, 'gods book', 'book-of-gods')).toBe('word-prefix');
    expect(matchTier(index, 'bokk gods', 'book-of-gods')).toBe('some-words');
    expect(matchTier(index, 'pharoah', 'book-of-the-pharaoh')).toBe('typo');
    expect(matchTier(index, 'book copperfox', 'book-of-gods')).toBe('provider-or-theme');
  });
  it('falls back to games matching some of the words when none matches all', () => {
    expect(names('dragon zzzzqqq')).toEqual(['Dragon Hoard Megaways']);
    expect(searchGames(index, 'dragon zzzzqqq')).toMatchObject({ total: 1, partial: true });
    expect(searchGames(index, 'dragon')).toMatchObject({ total: 1, partial: false });
  });
  it('answers no results with an empty list', () => {
    expect(searchGames(index, 'zzzzqqq')).toEqual({ state: 'results', games: [], total: 0, partial: false });
  });
  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (query) => void searchGames(index, query)),
      { numRuns: 500 },
    );
  });
});

const letters = fc.stringMatching(/^[a-z]{5,10}$/);
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');

/** Any one edit of a word: insert, delete, substitute, or swap two neighbours. */
const editOf = (word: string) =>
  fc.oneof(
    fc.tuple(fc.nat(word.length), letter).map(([at, c]) => word.slice(0, at) + c + word.slice(at)),
    fc.nat(word.length - 1).map((at) => word.slice(0, at) + word.slice(at + 1)),
    fc.tuple(fc.nat(word.length - 1), letter).map(([at, c]) => word.slice(0, at) + c + word.slice(at + 1)),
    fc.nat(word.length - 2).map((at) => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)),
  );

describe('typo tolerance and ranking (properties)', () => {
  it('finds a game by any one edit of a name word, where the edited word keeps five letters or more', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(letters, { minLength: 3, maxLength: 8 })
          .chain((words) =>
            fc.tuple(fc.constant(words), fc.nat(words.length - 1)).chain(([all, at]) => fc.tuple(fc.constant(all), fc.constant(at), editOf(all[at]!))),
          ),
        ([words, at, edited]) => {
          fc.pre(edited.length >= 5);
          // Each word a game of its own, and one more with a two-word name holding the target.
          const games = [...words.map((word) => game(word)), game(`${words[at]} extra`)];
          const outcome = searchGames(createSearchIndex(games), edited);
          expect(outcome.state === 'results' && outcome.games.map((g) => g.name)).toContain(words[at]);
        },
      ),
      { numRuns: 300 },
    );
  });
  it('ranks an exact name before a one-edit name, however popular the latter', () => {
    fc.assert(
      fc.property(
        letters.chain((word) => fc.tuple(fc.constant(word), editOf(word))),
        ([word, edited]) => {
          fc.pre(edited !== word && edited.length >= 5);
          // The typo's game is the more popular (listed first).
          const outcome = searchGames(createSearchIndex([game(edited, 'Other'), game(word)]), word);
          expect(outcome.state === 'results' && outcome.games[0]?.name).toBe(word);
        },
      ),
      { numRuns: 300 },
    );
  });
  it('ranks name matches before provider or theme matches, and equal matches by popularity', () => {
    fc.assert(
      fc.property(letters, fc.nat(5), (word, position) => {
        const others = Array.from({ length: 6 }, (_, i) => game(`Zz${'q'.repeat(i + 1)}`, `${word} Studio`));
        others.splice(position, 0, game(`${word} Quest`));
        const outcome = searchGames(createSearchIndex(others), word);
        if (outcome.state !== 'results') throw new Error('too short');
        expect(outcome.games[0]!.name).toBe(`${word} Quest`);
        // The rest (provider matches) in the catalogue's order: most popular first.
        expect(outcome.games.slice(1).map((g) => g.name)).toEqual(others.filter((g) => g.name !== `${word} Quest`).map((g) => g.name));
      }),
    );
  });
});
