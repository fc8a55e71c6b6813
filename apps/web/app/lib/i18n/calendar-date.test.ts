import fc from 'fast-check';
import { createFormatter } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { calendarDay, formatCalendarDate, frenchFirstOfMonth } from './calendar-date.ts';

const formatter = (locale: string, timeZone: string) => createFormatter({ locale, timeZone });

describe('calendar dates', () => {
  it('shows the day itself in a zone behind UTC (en-CA and fr-CA are in America/Toronto)', () => {
    expect(formatCalendarDate(formatter('en-CA', 'America/Toronto'), '2025-05-01')).toBe('May 1, 2025');
    expect(formatCalendarDate(formatter('fr-CA', 'America/Toronto'), '2025-05-01', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('1er mai 2025');
    expect(formatCalendarDate(formatter('en', 'Pacific/Honolulu'), '2024-01-01', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('January 1, 2024');
  });

  it('shows the day itself in a zone ahead of UTC', () => {
    expect(formatCalendarDate(formatter('en-NZ', 'Pacific/Auckland'), '2025-12-31T23:59:59Z', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      '31 December 2025',
    );
  });

  it('gives every culture the same day, whatever its time zone', () => {
    const zones = ['America/Toronto', 'America/Los_Angeles', 'Pacific/Pago_Pago', 'UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const day = date.toISOString().slice(0, 10);
          const shown = formatCalendarDate(formatter('en-CA', zone), day, { year: 'numeric', month: '2-digit', day: '2-digit' });
          expect(shown).toBe(day);
        },
      ),
    );
  });

  it('writes the first of the month as French does, "1er", and nothing else as an ordinal', () => {
    const fr = formatter('fr-CA', 'America/Toronto');
    expect(formatCalendarDate(fr, '2026-01-01')).toBe('1er janv. 2026');
    expect(formatCalendarDate(fr, '2026-01-11')).toBe('11 janv. 2026');
    expect(formatCalendarDate(fr, '2026-12-01', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('1er décembre 2026');
    expect(formatCalendarDate(formatter('nb-NO', 'Europe/Oslo'), '2026-05-01', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('1. mai 2026');
    expect(frenchFirstOfMonth('Du 1 mai au 31 mai 2026')).toBe('Du 1er mai au 31 mai 2026');
    expect(frenchFirstOfMonth('21 mai, 1 000 €')).toBe('21 mai, 1 000 €');
  });

  it('takes a date-only value or the UTC day of an instant, and nothing else', () => {
    expect(calendarDay('2025-05-01')).toBe('2025-05-01');
    expect(calendarDay('2025-05-01T00:00:00Z')).toBe('2025-05-01');
    expect(calendarDay('2035-12-31T23:59:59Z')).toBe('2035-12-31');
    expect(calendarDay('2025-02-30')).toBeNull();
    expect(calendarDay('01/05/2025')).toBeNull();
    expect(calendarDay('')).toBeNull();
    expect(calendarDay(null)).toBeNull();
    expect(formatCalendarDate(formatter('de-DE', 'Europe/Berlin'), 'yesterday')).toBeNull();
  });
});
