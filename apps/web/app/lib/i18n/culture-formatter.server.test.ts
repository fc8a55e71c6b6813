import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it } from 'vitest';
import { cultureFormatter, mediumDate } from './culture-formatter.server.ts';

const culture = (code: string) => DEFAULT_SITES.flatMap((site) => site.cultures).find((c) => c.code === code)!;

describe('culture formatter', () => {
  it('formats a content date as the culture shows it, in its time zone', () => {
    expect(mediumDate(cultureFormatter(culture('en-GB')), '2025-05-31T12:00:00Z')).toBe('31 May 2025');
    expect(mediumDate(cultureFormatter(culture('es')), '2025-05-31T12:00:00Z')).toBe('31 may 2025');
    expect(mediumDate(cultureFormatter(culture('de-DE')), '2025-05-31T12:00:00Z')).toBe('31.05.2025');
    // 23:30 UTC is already the next day in Auckland.
    expect(mediumDate(cultureFormatter(culture('en-NZ')), '2025-05-31T23:30:00Z')).toBe('1 Jun 2025');
  });
  it('gives null for a missing or invalid date instead of "Invalid Date"', () => {
    const format = cultureFormatter(culture('en-GB'));
    expect(mediumDate(format, null)).toBeNull();
    expect(mediumDate(format, '')).toBeNull();
    expect(mediumDate(format, 'yesterday')).toBeNull();
  });
});
