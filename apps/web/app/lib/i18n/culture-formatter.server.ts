import { hreflangOf } from '@mc/sites/alternates';
import type { Culture } from '@mc/sites/site-schema';
import { _createCache, _createIntlFormatters, createFormatter } from 'use-intl/core';
import { intlSetup, type IntlCulture } from './intl-setup.ts';

export type CultureFormatter = ReturnType<typeof createFormatter>;

/**
 * The formatter the page's IntlProvider would use (same locale, same time zone), for dates
 * that loaders format ahead: the browser then creates no Intl.DateTimeFormat while
 * hydrating, and the first one costs a phone ~35 ms of main thread (ICU data loading).
 */
export function cultureFormatter(culture: Pick<Culture, 'code' | 'locale' | 'timeZone'>): CultureFormatter {
  const intl = intlCultureOf(culture);
  const key = `${intl.hreflang}|${intl.timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = createFormatter({ ...intlSetup(intl), ...intlCacheOf(intl) });
    formatters.set(key, format);
  }
  return format;
}

/** One formatter per culture for the server's lifetime: it holds nothing per request, and its Intl objects are costly to build. */
const formatters = new Map<string, CultureFormatter>();
const intlCaches = new Map<string, { _cache: ReturnType<typeof _createCache>; _formatters: ReturnType<typeof _createIntlFormatters> }>();

/**
 * use-intl's memoised Intl constructors (NumberFormat, PluralRules, DateTimeFormat…) for a
 * culture, shared by the server's translators and formatters across requests: use-intl
 * otherwise builds them afresh for every translator, i.e. for every request (issue 19). Keyed
 * by locale and time zone, which with the call's options are all an Intl object depends on.
 */
export function intlCacheOf(intl: IntlCulture): { _cache: ReturnType<typeof _createCache>; _formatters: ReturnType<typeof _createIntlFormatters> } {
  const key = `${intl.hreflang}|${intl.timeZone}`;
  let cache = intlCaches.get(key);
  if (!cache) {
    const _cache = _createCache();
    cache = { _cache, _formatters: _createIntlFormatters(_cache) };
    intlCaches.set(key, cache);
  }
  return cache;
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
