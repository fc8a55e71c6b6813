/** Lists are paged by the back end (6 a page); a page lists at most this many posts. */
export const MAX_LISTED_POSTS = 36;
/** Search results listed on the page; past this the visitor narrows the search. */
export const MAX_SEARCH_RESULTS = 24;
/** How many further posts each "More posts" shows. */
export const REVEAL_STEP = 6;
/** A page number the back end accepts (openapi: 1…1000). */
const MAX_PAGE = 1000;

/**
 * The further pages to fetch once the first one (`firstPage`) told the total, so that a list
 * holds at most `maxItems` posts counted from page 1. Empty when the first page was the last.
 */
export function followingPages(first: { page: number; pageSize: number; total: number }, maxItems: number): number[] {
  const { page, pageSize, total } = first;
  if (pageSize < 1 || total < 1) return [];
  const lastPage = Math.min(Math.ceil(Math.min(total, maxItems) / pageSize), MAX_PAGE);
  const pages: number[] = [];
  for (let next = page + 1; next <= lastPage; next += 1) pages.push(next);
  return pages;
}

/** Posts of several pages in order, each once (a post published meanwhile shifts pages), minus `exclude`d ids. */
export function mergePosts<T extends { id: number }>(pages: readonly (readonly T[])[], exclude: Iterable<number> = []): T[] {
  const seen = new Set<number>(exclude);
  const merged: T[] = [];
  for (const items of pages) {
    for (const item of items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      merged.push(item);
    }
  }
  return merged;
}

/** How many posts show after one more "More posts", given how many show and how many there are. */
export function nextVisible(visible: number, available: number, step = REVEAL_STEP): number {
  return Math.min(Math.max(visible, 0) + step, available);
}
