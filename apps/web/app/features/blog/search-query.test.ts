import { describe, expect, it } from 'vitest';
import { normaliseSearchText, parseSearchQuery, SEARCH_MAX_LENGTH } from './search-query.ts';

describe('blog search query', () => {
  it('is empty without text', () => {
    for (const raw of [null, undefined, '', '   ', '\n\t']) expect(parseSearchQuery(raw)).toEqual({ kind: 'empty' });
  });

  it('needs two letters', () => {
    expect(parseSearchQuery(' a ')).toEqual({ kind: 'too-short', q: 'a' });
    expect(parseSearchQuery('ñ')).toEqual({ kind: 'too-short', q: 'ñ' });
    expect(parseSearchQuery('rt')).toEqual({ kind: 'ready', q: 'rt' });
  });

  it('collapses whitespace and drops control characters', () => {
    expect(normaliseSearchText('  live \t\n  roulette\u0000 tips ')).toBe('live roulette tips');
  });

  it('caps the length at 64 characters without splitting a character', () => {
    expect(normaliseSearchText('x'.repeat(200))).toHaveLength(SEARCH_MAX_LENGTH);
    const emoji = '🎰'.repeat(70);
    const capped = normaliseSearchText(emoji);
    expect([...capped]).toHaveLength(SEARCH_MAX_LENGTH);
    expect(capped).toBe('🎰'.repeat(SEARCH_MAX_LENGTH));
  });

  it('normalises to NFC so the same word is one query', () => {
    expect(normaliseSearchText('tragaperras cafe\u0301')).toBe('tragaperras café');
  });

  it('does not end on a space after cutting', () => {
    const q = normaliseSearchText(`${'a'.repeat(63)} b`);
    expect(q).toBe('a'.repeat(63));
  });
});
