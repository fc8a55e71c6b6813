import { hreflangOf } from '@mc/sites/alternates';
import { FALLBACK_RATES } from '@mc/sites/fallback-rates';
import { z } from 'zod';
import { daysFormat, moneyFormat, numberPatternOf, type NumberPattern } from '../../lib/i18n/number-pattern.ts';
import { requestUrl } from '../../lib/http/request-data.ts';
import { jackpotsAllowed } from '../../lib/market/market-content.ts';
import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import type { TickerFormats } from './ticker-formats.ts';

/** The jackpots feed on the site's API host (spec/shell.md section 7, endpoint `jackpots` of the feeds). */
const JACKPOTS_FEED_PATH = 'v1/feeds/jackpots';

/** What the page needs of the feed: which jackpots there are. Their figures move, so the browser reads those itself. */
const jackpotListSchema = z.object({
  jackpots: z.array(z.object({ id: z.string().min(1), name: z.string().min(1), tier: z.string() })),
});

/** The strip as the server renders it: the same for every visitor, cacheable with the page. */
export interface JackpotStripView {
  /** Where the browser reads the live figures (`{apiHost}v1/feeds/jackpots?culture=…`). */
  feedUrl: string;
  jackpots: { id: string; name: string; tier: string }[];
  /** How the ticker writes amounts and days in the page's locale, without Intl in the browser: the strip's attribute (ticker-formats.ts). */
  formats: string;
}

/** Per locale, the formats as the strip carries them: derived and serialised once per process, not per page. */
const formatsByLocale = new Map<string, string>();

/**
 * The ticker's formats for `locale`, as JSON: every currency the figures can be shown in (the
 * feed's and any the visitor's conversion leads to are among the platform's rates).
 */
export function tickerFormatsFor(locale: string): string {
  let formats = formatsByLocale.get(locale);
  if (formats === undefined) {
    const money: Record<string, NumberPattern> = {};
    for (const currency of Object.keys(FALLBACK_RATES)) {
      const pattern = numberPatternOf(moneyFormat(locale, currency));
      if (pattern) money[currency] = pattern;
    }
    formats = JSON.stringify({ money, days: numberPatternOf(daysFormat(locale)) } satisfies TickerFormats);
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/**
 * The culture's jackpots strip, or null: never where the market has 'no-jackpots' (asked before
 * any call), nor without jackpots (an empty feed, a failing back end), so the page leaves it out.
 */
export async function loadJackpotStrip(ctx: SiteApiContext): Promise<JackpotStripView | null> {
  if (!jackpotsAllowed(ctx.culture.code)) return null;
  const query = { culture: ctx.culture.code };
  const result = await cachedGet(ctx, { path: JACKPOTS_FEED_PATH, query, schema: jackpotListSchema, fallback: { jackpots: [] }, entity: 'feeds' });
  if (result.data.jackpots.length === 0) return null;
  return {
    feedUrl: requestUrl({ baseUrl: ctx.site.apiHost, path: JACKPOTS_FEED_PATH, query }),
    jackpots: result.data.jackpots.map(({ id, name, tier }) => ({ id, name, tier })),
    formats: tickerFormatsFor(hreflangOf(ctx.culture)),
  };
}
