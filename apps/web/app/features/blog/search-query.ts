/** Blog search input rules: the same on the server (loader) and in the form. */
export const SEARCH_MAX_LENGTH = 64;
/** Search starts at two letters (spec/catalogue.md sections 4 and 5). */
export const SEARCH_MIN_LENGTH = 2;

export type SearchQuery = { kind: 'empty' } | { kind: 'too-short'; q: string } | { kind: 'ready'; q: string };

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * The `q` parameter as the page uses it: Unicode-normalised, control characters removed,
 * whitespace collapsed and trimmed, cut to 64 characters (code points, never half a pair).
 */
export function normaliseSearchText(raw: string | null | undefined): string {
  if (!raw) return '';
  const clean = raw.normalize('NFC').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, SEARCH_MAX_LENGTH).join('').trim();
}

export function parseSearchQuery(raw: string | null | undefined): SearchQuery {
  const q = normaliseSearchText(raw);
  if (!q) return { kind: 'empty' };
  return [...q].length < SEARCH_MIN_LENGTH ? { kind: 'too-short', q } : { kind: 'ready', q };
}
