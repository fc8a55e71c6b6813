import type { createFormatter, DateTimeFormatOptions } from 'use-intl/core';

type DateFormatter = Pick<ReturnType<typeof createFormatter>, 'dateTime'>;
/** Day, month, year or dateStyle: a calendar date has no time of day and no zone of its own. */
type DateOptions = Omit<DateTimeFormatOptions, 'timeZone' | 'timeStyle' | 'hour' | 'minute' | 'second' | 'timeZoneName'>;

/**
 * The one rule for calendar dates (a game's release date, the days a promotion runs): a day
 * in the calendar, not an instant, so it is never shifted into the culture's time zone.
 * `new Date('2025-05-01')` is midnight UTC, which Toronto (UTC−4) would show as 30 April;
 * formatting that midnight in UTC shows the day itself, in every culture.
 *
 * The back end states a promotion's days as instants at the bounds of a UTC day
 * ("2025-05-01T00:00:00Z", "2035-12-31T23:59:59Z"): their calendar day is their UTC date.
 */
export function calendarDay(value: string | null | undefined): string | null {
  const found = value ? /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value) : null;
  if (!found) return null;
  const [, year, month, day] = found as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // 2025-02-30 is not a day: Date would roll it over to 2 March.
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month}-${day}`;
}

/** A calendar date (YYYY-MM-DD, or an instant's UTC day) as the culture writes it; null for a missing or invalid one. */
export function formatCalendarDate(format: DateFormatter, value: string | null | undefined, options: DateOptions = { dateStyle: 'medium' }): string | null {
  const day = calendarDay(value);
  return day ? frenchFirstOfMonth(format.dateTime(new Date(`${day}T00:00:00Z`), { ...options, timeZone: 'UTC' })) : null;
}

/** French month names, full and abbreviated as Intl writes them (fr, fr-CA). */
const FRENCH_MONTH =
  '(?:janvier|janv\\.|février|févr\\.|mars|avril|avr\\.|mai|juin|juillet|juil\\.|août|septembre|sept\\.|octobre|oct\\.|novembre|nov\\.|décembre|déc\\.)';
const FRENCH_FIRST = new RegExp(`(?<![\\d.])1(?= ${FRENCH_MONTH})`, 'g');

/**
 * French writes the first day of a month as an ordinal, "1er mai", which Intl does not ("1 mai").
 * Only before a French month name, so "1. mai" (Norwegian) and "11 mai" are left alone.
 */
export function frenchFirstOfMonth(text: string): string {
  return text.replace(FRENCH_FIRST, '1er');
}
