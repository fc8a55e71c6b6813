import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchWord, withinOneEdit, WordMatch, wordsOf } from './search-words.ts';

/** Damerau distance by the book (optimal string alignment), to check the fast test against. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const word = fc.stringMatching(/^[abc]{0,8}$/);

describe('search words', () => {
  it('finds one edit exactly where the edit distance is at most one, for a whole word or a prefix', () => {
    fc.assert(
      fc.property(word, word, fc.nat(9), (a, b, cut) => {
        const length = Math.min(cut, b.length);
        expect(withinOneEdit(a, b, length)).toBe(distance(a, b.slice(0, length)) <= 1);
      }),
      { numRuns: 2000 },
    );
  });
  it('matches exact, prefix, and a typo only from five letters on', () => {
    expect(matchWord('dragon', 'dragon')).toBe(WordMatch.Exact);
    expect(matchWord('drag', 'dragon')).toBe(WordMatch.Prefix);
    expect(matchWord('dargon', 'dragon')).toBe(WordMatch.Typo);
    expect(matchWord('dargo', 'dragon')).toBe(WordMatch.Typo); // a typo in a word still being typed
    expect(matchWord('darg', 'dragon')).toBe(WordMatch.None);
    expect(matchWord('dargno', 'dragon')).toBe(WordMatch.None);
  });
  it('reads words as players type them: accents and apostrophes folded, split at anything else', () => {
    expect(wordsOf("Pharaoh's Éclat: 21+3")).toEqual(['pharaohs', 'eclat', '21', '3']);
  });
});
