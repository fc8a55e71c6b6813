import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easeOutCubic, scrollPositionAt } from './scroll-to-top.ts';

describe('scroll to top', () => {
  it('eases out cubically from 0 to 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });
  it('moves monotonically from the start position to the top within 250 ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 250 }), fc.integer({ min: 0, max: 250 }), (from, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(scrollPositionAt(from, late)).toBeLessThanOrEqual(scrollPositionAt(from, early));
        expect(scrollPositionAt(from, 250)).toBe(0);
        expect(scrollPositionAt(from, 0)).toBe(from);
      }),
    );
  });
});
