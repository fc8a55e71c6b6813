import { matchWord, WordMatch, wordsOf } from './search-words.ts';

// Read once: a module's exports are live bindings, and a loader that compiles modules to
// CommonJS (tsx, in the bench) makes each read a getter call in the per-game loop.
const NONE: number = WordMatch.None;
const TYPO: number = WordMatch.Typo;

/** One game as the browser's search index knows it (compact: the index ships to the browser). */
export interface SearchGame {
  slug: string;
  name: string;
  provider: string;
  /** The game's theme in the culture's words, '' where it has none. */
  theme: string;
  /** The game page's URL in the culture (built by href() on the server). */
  href: string;
  thumbnail: string;
}

/** Search starts after this many letters (spec/catalogue.md sections 4, 5). */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_QUERY_LENGTH = 64;
export const MAX_RESULTS = 60;
/** Words of a query looked at; more would only narrow to nothing and cost time. */
const MAX_QUERY_WORDS = 8;
/** Query words whose matches are kept: typing extends the last word, the others repeat. */
const MEMO_SIZE = 64;

/**
 * How well a game matches, best first: the whole name, the name's beginning, every word at a
 * word's start, with a typo, or some word only in the provider or theme; then games that match
 * only some of the words (shown when none matches all). Games of a tier come most popular first.
 */
export const MATCH_TIERS = ['exact-name', 'name-prefix', 'word-prefix', 'typo', 'provider-or-theme', 'some-words'] as const;
const TIER = { exactName: 0, namePrefix: 1, wordPrefix: 2, typo: 3, providerOrTheme: 4, someWords: 5 } as const;

/**
 * The index: the catalogue's distinct words, each game's name as word ids, and its provider
 * and theme as labels (each label's words listed once). Games are most popular first: their
 * position is their popularity rank.
 */
export interface SearchIndex {
  games: readonly SearchGame[];
  vocabulary: string[];
  /** Game i's name words: nameWordIds[nameStart[i] … nameStart[i + 1]). */
  nameWordIds: Int32Array;
  nameStart: Int32Array;
  /** Game i's name as its normalised words joined by spaces (exact and name-prefix tiers). */
  nameText: string[];
  labelWords: number[][];
  providerLabel: Int32Array;
  themeLabel: Int32Array;
  /** Query word → its match of each game (matchesOf). */
  memo: Map<string, Uint8Array>;
}

/** Builds the index of games listed most popular first (as expandCatalogue gives them). */
export function createSearchIndex(games: readonly SearchGame[]): SearchIndex {
  const vocabulary: string[] = [];
  const wordIds = new Map<string, number>();
  const idOf = (word: string) => {
    let id = wordIds.get(word);
    if (id === undefined) wordIds.set(word, (id = vocabulary.push(word) - 1));
    return id;
  };
  const labelIds = new Map<string, number>();
  const labelWords: number[][] = [];
  const labelOf = (label: string) => {
    let id = labelIds.get(label);
    if (id === undefined) labelIds.set(label, (id = labelWords.push(wordsOf(label).map(idOf)) - 1));
    return id;
  };
  const ids: number[] = [];
  const nameStart = new Int32Array(games.length + 1);
  const nameText: string[] = [];
  const providerLabel = new Int32Array(games.length);
  const themeLabel = new Int32Array(games.length);
  games.forEach((game, index) => {
    const words = wordsOf(game.name);
    nameText.push(words.join(' '));
    for (const word of words) ids.push(idOf(word));
    nameStart[index + 1] = ids.length;
    providerLabel[index] = labelOf(game.provider);
    themeLabel[index] = labelOf(game.theme);
  });
  return {
    games,
    vocabulary,
    nameWordIds: Int32Array.from(ids),
    nameStart,
    nameText,
    labelWords,
    providerLabel,
    themeLabel,
    memo: new Map(),
  };
}

/** A game's match of one query word: its name's best word match (WordMatch), or LABEL where only its provider or theme matches. */
const LABEL = 4;

/**
 * How one query word matches each game (memoised: while a query is typed only its last word
 * changes). The vocabulary is matched once, then each game reads its words' results.
 */
function matchesOf(index: SearchIndex, word: string): Uint8Array {
  let perGame = index.memo.get(word);
  if (perGame) return perGame;
  const words = new Uint8Array(index.vocabulary.length);
  for (let id = 0; id < words.length; id++) words[id] = matchWord(word, index.vocabulary[id]!);
  const labels = new Uint8Array(index.labelWords.length);
  index.labelWords.forEach((ids, label) => {
    if (ids.some((id) => words[id] !== NONE)) labels[label] = 1;
  });
  const { nameWordIds, nameStart, providerLabel, themeLabel } = index;
  const count = index.games.length;
  perGame = new Uint8Array(count);
  for (let game = 0; game < count; game++) {
    let best = NONE;
    for (let at = nameStart[game]!, end = nameStart[game + 1]!; at < end; at++) {
      const found = words[nameWordIds[at]!]!;
      if (found > best) best = found;
    }
    if (best === NONE && (labels[providerLabel[game]!] || labels[themeLabel[game]!])) best = LABEL;
    perGame[game] = best;
  }
  if (index.memo.size >= MEMO_SIZE) index.memo.clear();
  index.memo.set(word, perGame);
  return perGame;
}

/** `partial`: no game matches every word, so these match only some (the dialog says it shows games close to the query). */
export type SearchOutcome = { state: 'too-short' } | { state: 'results'; games: SearchGame[]; total: number; partial: boolean };

function queryWords(rawQuery: string): string[] {
  return wordsOf(rawQuery.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);
}

/**
 * Nothing until 2 letters; then games, best match first (MATCH_TIERS), and their count. Every
 * query word must match the game's name, provider or theme; when no game matches them all,
 * the games matching most of them. Games are visited most popular first, so each tier's list
 * is already in popularity order: no sorting.
 */
export function searchGames(index: SearchIndex, rawQuery: string): SearchOutcome {
  const words = queryWords(rawQuery);
  if (words.join('').length < MIN_SEARCH_LENGTH) return { state: 'too-short' };
  const queryText = words.join(' ');
  const matches = words.map((word) => matchesOf(index, word));
  // Tiers 0–4 match every word; someWords + k misses k words.
  const firsts: number[][] = Array.from({ length: TIER.someWords + words.length }, () => []);
  let full = 0;
  let partial = 0;
  for (let game = 0; game < index.games.length; game++) {
    const tier = tierOf(index, matches, queryText, game);
    if (tier === NO_MATCH) continue;
    if (tier < TIER.someWords) full++;
    else partial++;
    const list = firsts[tier]!;
    if (list.length < MAX_RESULTS) list.push(game);
  }
  const ranked = (full > 0 ? firsts.slice(0, TIER.someWords) : firsts.slice(TIER.someWords)).flat();
  return {
    state: 'results',
    games: ranked.slice(0, MAX_RESULTS).map((game) => index.games[game]!),
    total: full > 0 ? full : partial,
    partial: full === 0 && partial > 0,
  };
}

const NO_MATCH = -1;

/** A game's tier for the query (TIER; someWords + the number of words it misses), or NO_MATCH. */
function tierOf(index: SearchIndex, matches: readonly Uint8Array[], queryText: string, game: number): number {
  let missed = 0;
  let onlyName = true;
  let typo = false;
  for (let m = 0; m < matches.length; m++) {
    const found = matches[m]![game]!;
    if (found === NONE) missed++;
    else if (found === LABEL) onlyName = false;
    else if (found === TYPO) typo = true;
  }
  if (missed === matches.length) return NO_MATCH;
  if (missed > 0) return TIER.someWords + missed;
  if (!onlyName) return TIER.providerOrTheme;
  if (typo) return TIER.typo;
  const name = index.nameText[game]!;
  if (name === queryText) return TIER.exactName;
  return name.startsWith(queryText) ? TIER.namePrefix : TIER.wordPrefix;
}

/** The tier of a game's match for a query (MATCH_TIERS), or null where it matches no word: for tests and tuning. */
export function matchTier(index: SearchIndex, rawQuery: string, slug: string): (typeof MATCH_TIERS)[number] | null {
  const words = queryWords(rawQuery);
  const game = index.games.findIndex((entry) => entry.slug === slug);
  if (game < 0 || words.length === 0) return null;
  const tier = tierOf(
    index,
    words.map((word) => matchesOf(index, word)),
    words.join(' '),
    game,
  );
  return tier === NO_MATCH ? null : MATCH_TIERS[Math.min(tier, TIER.someWords)]!;
}
