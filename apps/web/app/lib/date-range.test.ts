import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE, dateRangeStatus } from './date-range.ts';

const at = (iso: string) => Date.parse(iso);

describe('date range check', () => {
  it('gives 0 in range, 1 not started, 2 expired', () => {
    expect(dateRangeStatus('2025-10-27', '2025-11-03T23:59:59Z', at('2025-10-30T12:00:00Z'))).toBe(DATE_RANGE.inRange);
    expect(dateRangeStatus('2025-10-27', '2025-11-03T23:59:59Z', at('2025-10-26T12:00:00Z'))).toBe(DATE_RANGE.notStarted);
    expect(dateRangeStatus('2025-10-27', '2025-11-03T23:59:59Z', at('2025-11-04T00:00:01Z'))).toBe(DATE_RANGE.expired);
  });
  it('treats missing or malformed bounds as open', () => {
    expect(dateRangeStatus(null, null, 0)).toBe(0);
    expect(dateRangeStatus('not a date', undefined, 0)).toBe(0);
    expect(dateRangeStatus(undefined, '2000-01-01', at('2026-01-01'))).toBe(2);
  });
  it('is in range exactly when start ≤ now ≤ end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), (a, b, now) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const status = dateRangeStatus(new Date(start).toISOString(), new Date(end).toISOString(), now);
        expect(status).toBe(now < start ? 1 : now > end ? 2 : 0);
      }),
    );
  });
});
