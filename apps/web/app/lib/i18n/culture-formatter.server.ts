import { hreflangOf } from '@mc/sites/alternates';
import type { Culture } from '@mc/sites/site-schema';
import { createFormatter } from 'use-intl/core';
import { intlSetup, type IntlCulture } from './intl-setup.ts';

export type CultureFormatter = ReturnType<typeof createFormatter>;

/**
 * The formatter the page's IntlProvider would use (same locale, same time zone), for dates
 * that loaders format ahead: the browser then creates no Intl.DateTimeFormat while
 * hydrating, and the first one costs a phone ~35 ms of main thread (ICU data loading).
 */
export function cultureFormatter(culture: Pick<Culture, 'code' | 'locale' | 'timeZone'>): CultureFormatter {
  return createFormatter(intlSetup(intlCultureOf(culture)));
}

/** A site culture as use-intl sees it on the server (pages carry theirs with the hreflang ready). */
export function intlCultureOf(culture: Pick<Culture, 'code' | 'locale' | 'timeZone'>): IntlCulture {
  return { hreflang: hreflangOf(culture), timeZone: culture.timeZone };
}

/** An instant (a blog post's publish time) as the culture shows it, in its time zone (medium style), or null for an invalid one. A calendar date (a release day) goes through formatCalendarDate instead. */
export function mediumDate(format: CultureFormatter, iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format.dateTime(date, { dateStyle: 'medium' });
}
