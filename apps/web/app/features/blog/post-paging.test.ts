import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { followingPages, MAX_LISTED_POSTS, mergePosts, nextVisible } from './post-paging.ts';

describe('followingPages', () => {
  it('lists the pages after the first up to the cap', () => {
    expect(followingPages({ page: 1, pageSize: 6, total: 14 }, MAX_LISTED_POSTS)).toEqual([2, 3]);
    expect(followingPages({ page: 2, pageSize: 6, total: 14 }, MAX_LISTED_POSTS)).toEqual([3]);
    expect(followingPages({ page: 1, pageSize: 6, total: 6 }, MAX_LISTED_POSTS)).toEqual([]);
    expect(followingPages({ page: 1, pageSize: 6, total: 0 }, MAX_LISTED_POSTS)).toEqual([]);
    expect(followingPages({ page: 1, pageSize: 6, total: 500 }, 24)).toEqual([2, 3, 4]);
  });

  it('never asks for more than the cap or past the last page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 200 }),
        (page, pageSize, total, max) => {
          const pages = followingPages({ page, pageSize, total }, max);
          for (const next of pages) {
            expect(next).toBeGreaterThan(page);
            expect((next - 1) * pageSize).toBeLessThan(Math.min(total, max));
          }
          expect(new Set(pages).size).toBe(pages.length);
        },
      ),
    );
  });

  it('ignores a nonsensical page size', () => {
    expect(followingPages({ page: 1, pageSize: 0, total: 10 }, 36)).toEqual([]);
  });
});

describe('mergePosts', () => {
  it('keeps order, drops repeats and excluded ids', () => {
    const a = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const b = [{ id: 3 }, { id: 4 }];
    expect(mergePosts([a, b], [1]).map((p) => p.id)).toEqual([2, 3, 4]);
  });
});

describe('nextVisible', () => {
  it('adds one step and stops at what the page holds', () => {
    expect(nextVisible(5, 13)).toBe(11);
    expect(nextVisible(11, 13)).toBe(13);
    expect(nextVisible(13, 13)).toBe(13);
    expect(nextVisible(-3, 13, 4)).toBe(4);
  });
});
