import MiniSearch from 'minisearch';

/** One game as the browser's search index knows it (compact: the index ships to the browser). */
export interface SearchGame {
  slug: string;
  name: string;
  provider: string;
  /** The game page's URL in the culture (built by href() on the server). */
  href: string;
  thumbnail: string;
}

/** Search starts after this many letters (spec/catalogue.md sections 4, 5). */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_QUERY_LENGTH = 64;
export const MAX_RESULTS = 60;

export type SearchIndex = MiniSearch<SearchGame>;

/** Lower-case, accents removed: "Éclat" matches "eclat". */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function createSearchIndex(games: readonly SearchGame[]): SearchIndex {
  const index = new MiniSearch<SearchGame>({
    idField: 'slug',
    fields: ['name', 'provider'],
    storeFields: ['slug', 'name', 'provider', 'href', 'thumbnail'],
    processTerm: (term) => normalizeTerm(term) || null,
    searchOptions: {
      boost: { name: 3 },
      prefix: true,
      // Typos: one edit in words of 4+ letters, two in words of 8+.
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0),
      combineWith: 'AND',
    },
  });
  index.addAll(games);
  return index;
}

export type SearchOutcome = { state: 'too-short' } | { state: 'results'; games: SearchGame[]; total: number };

/** Nothing until 2 letters; then games (best first) and their count; AND first, OR as a fallback. */
export function searchGames(index: SearchIndex, rawQuery: string): SearchOutcome {
  const query = rawQuery.slice(0, MAX_QUERY_LENGTH).trim();
  if (normalizeTerm(query).replace(/[^\p{L}\p{N}]/gu, '').length < MIN_SEARCH_LENGTH) return { state: 'too-short' };
  let hits = index.search(query);
  if (hits.length === 0) hits = index.search(query, { combineWith: 'OR' });
  const games = hits.slice(0, MAX_RESULTS).map((hit) => ({
    slug: hit.id as string,
    name: hit.name as string,
    provider: hit.provider as string,
    href: hit.href as string,
    thumbnail: hit.thumbnail as string,
  }));
  return { state: 'results', games, total: hits.length };
}
