import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameOverlayHash, overlayFromHash } from './overlay-hash.ts';

describe('hash overlays', () => {
  it('opens search on #search and the game overlay on #gamepage-… or #search-gamepage-…', () => {
    expect(overlayFromHash('#search')).toEqual({ kind: 'search' });
    expect(overlayFromHash('#gamepage-book-of-gods')).toEqual({ kind: 'game', slug: 'book-of-gods', fromSearch: false });
    expect(overlayFromHash(gameOverlayHash('book-of-gods', true))).toEqual({ kind: 'game', slug: 'book-of-gods', fromSearch: true });
  });
  it('ignores anything else', () => {
    for (const hash of ['', '#', '#account/login', '#gamepage-', '#gamepage-<img>', '#searchx']) expect(overlayFromHash(hash)).toEqual({ kind: 'none' });
    fc.assert(fc.property(fc.string(), (hash) => void overlayFromHash(hash)));
  });
});
