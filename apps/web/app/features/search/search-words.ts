/**
 * Words as search compares them, and the one-edit test typo tolerance rests on. Pure
 * functions over strings, written for the per-keystroke budget (2 ms at 5,000 games): no
 * allocation in the comparisons.
 */

/** Query words this long or longer may have one typo (an insertion, deletion, substitution or swap of neighbours). */
export const TYPO_MIN_LENGTH = 5;

/** Lower-case, accents removed: "Éclat" matches "eclat". */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Apostrophes inside a word: "Pharaoh's" is the one word "pharaohs", as players type it (and as slugs write it). */
export const APOSTROPHES = /['’ʼ]/g;

/** The words of a text, normalised: letters and digits, split at anything else ("21+3" is "21", "3"). */
export function wordsOf(text: string): string[] {
  return normalizeTerm(text)
    .replace(APOSTROPHES, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether `a` and the first `bLength` characters of `b` are at most one edit apart
 * (Damerau: insertion, deletion, substitution, or two neighbours swapped).
 */
export function withinOneEdit(a: string, b: string, bLength = b.length): boolean {
  const aLength = a.length;
  if (Math.abs(aLength - bLength) > 1) return false;
  let i = 0;
  const shorter = Math.min(aLength, bLength);
  while (i < shorter && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === aLength && i === bLength) return true;
  if (aLength === bLength) {
    if (sameFrom(a, i + 1, b, i + 1, bLength)) return true; // substitution
    return i + 1 < aLength && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, i + 2, b, i + 2, bLength);
  }
  // One is one longer: skip its character at the first difference.
  return aLength > bLength ? sameFrom(a, i + 1, b, i, bLength) : sameFrom(a, i, b, i + 1, bLength);
}

function sameFrom(a: string, ai: number, b: string, bi: number, bLength: number): boolean {
  if (a.length - ai !== bLength - bi) return false;
  for (; ai < a.length; ai++, bi++) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
  return true;
}

/** How a query word matches a word of the catalogue: better matches are higher (0: no match). */
export const WordMatch = { None: 0, Typo: 1, Prefix: 2, Exact: 3 } as const;
export type WordMatch = (typeof WordMatch)[keyof typeof WordMatch];

/**
 * How `query` matches `word`: exact, a prefix (the word is still being typed), or, for a
 * query word of TYPO_MIN_LENGTH letters or more, one edit from the word or from a prefix of it
 * ("pharoa" while typing "pharaoh").
 */
export function matchWord(query: string, word: string): WordMatch {
  if (word.startsWith(query)) return word.length === query.length ? WordMatch.Exact : WordMatch.Prefix;
  if (query.length < TYPO_MIN_LENGTH) return WordMatch.None;
  if (withinOneEdit(query, word)) return WordMatch.Typo;
  // A prefix of the word one edit away: as long as the query, or one shorter or longer.
  for (let length = query.length - 1; length <= query.length + 1; length++) {
    if (length < word.length && withinOneEdit(query, word, length)) return WordMatch.Typo;
  }
  return WordMatch.None;
}
