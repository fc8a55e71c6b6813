import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it } from 'vitest';
import { cultureFormatter, intlCacheOf, intlCultureOf, mediumDate } from './culture-formatter.server.ts';

const culture = (code: string) => DEFAULT_SITES.flatMap((site) => site.cultures).find((c) => c.code === code)!;

describe('culture formatter', () => {
  it('formats a content date as the culture shows it, in its time zone', () => {
    expect(mediumDate(cultureFormatter(culture('en-GB')), '2025-05-31T12:00:00Z')).toBe('31 May 2025');
    expect(mediumDate(cultureFormatter(culture('es')), '2025-05-31T12:00:00Z')).toBe('31 may 2025');
    expect(mediumDate(cultureFormatter(culture('de-DE')), '2025-05-31T12:00:00Z')).toBe('31.05.2025');
    // 23:30 UTC is already the next day in Auckland.
    expect(mediumDate(cultureFormatter(culture('en-NZ')), '2025-05-31T23:30:00Z')).toBe('1 Jun 2025');
  });
  it('builds each Intl object of a culture once per process, not once per request', () => {
    const format = cultureFormatter(culture('en-GB'));
    expect(cultureFormatter(culture('en-GB'))).toBe(format);
    expect(intlCacheOf(intlCultureOf(culture('en-GB')))).toBe(intlCacheOf(intlCultureOf(culture('en-GB'))));
    expect(intlCacheOf(intlCultureOf(culture('en-GB')))).not.toBe(intlCacheOf(intlCultureOf(culture('en-NZ'))));
    format.number(1234.5, { style: 'currency', currency: 'GBP' });
    const { _cache } = intlCacheOf(intlCultureOf(culture('en-GB')));
    const numberFormats = Object.keys(_cache.number).length;
    expect(numberFormats).toBeGreaterThan(0);
    cultureFormatter(culture('en-GB')).number(99, { style: 'currency', currency: 'GBP' });
    expect(Object.keys(_cache.number)).toHaveLength(numberFormats);
  });
  it('gives null for a missing or invalid date instead of "Invalid Date"', () => {
    const format = cultureFormatter(culture('en-GB'));
    expect(mediumDate(format, null)).toBeNull();
    expect(mediumDate(format, '')).toBeNull();
    expect(mediumDate(format, 'yesterday')).toBeNull();
  });
});
