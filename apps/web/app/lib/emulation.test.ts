import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEmulatedCountry, parseEmulatedDate, parseEmulatedLocation } from './emulation.ts';

describe('emulation parameters', () => {
  it('reads dem dates and times in UTC', () => {
    expect(parseEmulatedDate('2026-12-24')).toBe(Date.UTC(2026, 11, 24, 12));
    expect(parseEmulatedDate('2025-10-27T08:30')).toBe(Date.UTC(2025, 9, 27, 8, 30));
  });

  it('ignores malformed or impossible values', () => {
    for (const bad of ['', '2026-13-01', '2026-02-30', '24/12/2026', 'tomorrow', '2026-12-24T25:00', '9'.repeat(100), '<script>']) {
      expect(parseEmulatedDate(bad), bad).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (value) => void parseEmulatedDate(value)));
  });

  it('reads gl as an upper-case country code', () => {
    expect(parseEmulatedCountry('se')).toBe('SE');
    expect(parseEmulatedCountry('SWE')).toBeNull();
    expect(parseEmulatedCountry('s1')).toBeNull();
  });

  it('emulates a country or a region of one with gl, nothing else', () => {
    expect(['se', 'CA-ON', 'in-tg', 'US-NJ'].map(parseEmulatedLocation)).toEqual(['SE', 'CA-ON', 'IN-TG', 'US-NJ']);
    expect(['', 'SWE', 'CA-', 'CA-ONTA', 'CA-ON-X', '-ON', 'C1', 'CA-O N', null].map(parseEmulatedLocation)).toEqual(Array(9).fill(null));
  });
});
