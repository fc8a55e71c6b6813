import type { Static } from '@sinclair/typebox';
import { stmt, type Db } from '../db/database.ts';
import { isCultureCode } from '@mc/sites/culture-codes';
import { marketRule } from '@mc/sites/markets';
import { amountAt, cycleAt, type JackpotModel } from '../lib/jackpot-clock.ts';
import { currencyOf } from '../lib/markets.ts';
import { convertAtReferenceRates } from '../lib/money.ts';
import type { Faq, FeedData, Jackpots, Leaderboard, Winners } from '../schemas/feeds.ts';

export function simpleFeed(db: Db, culture: string, code: string): { version: number; title: string; body: string; data?: FeedData } | undefined {
  const row = stmt(db, 'SELECT version, title, body, data FROM feeds WHERE culture = ? AND code = ?').get(culture, code) as
    { version: number; title: string; body: string; data: string | null } | undefined;
  if (!row) return undefined;
  return { version: row.version, title: row.title, body: row.body, ...(row.data ? { data: JSON.parse(row.data) as FeedData } : {}) };
}

export function contentByCode(db: Db, culture: string, code: string): { code: string; title: string; body: string } | undefined {
  return stmt(db, 'SELECT code, title, body FROM contents WHERE culture = ? AND code = ?').get(culture, code) as
    { code: string; title: string; body: string } | undefined;
}

/** A jackpot as the seed stores it: its model in euros (lib/jackpot-clock.ts) beside what the feed passes on. */
export interface StoredJackpot extends JackpotModel {
  id: string;
  name: string;
  tier: Static<typeof Jackpots>['jackpots'][number]['tier'];
  mustDropBy: string | null;
  gameSlugs: string[];
}

/**
 * The culture's jackpots as they stand at `now`, in its currency at the reference rates (one
 * pool, whatever the edition). Never where the market has 'no-jackpots', whatever is stored.
 * `dropEverySeconds` (PLATFORM_JACKPOT_DROP_SECONDS) replaces every schedule, so a test sees a drop within seconds.
 */
export function jackpots(db: Db, culture: string, now: number, dropEverySeconds?: number): Static<typeof Jackpots>['jackpots'] {
  if (!isCultureCode(culture) || marketRule(culture, 'no-jackpots')) return [];
  const currency = currencyOf(culture);
  const rows = stmt(db, 'SELECT data FROM jackpots WHERE culture = ? ORDER BY position').all(culture) as { data: string }[];
  return rows
    .map((row) => JSON.parse(row.data) as StoredJackpot)
    .filter((stored) => typeof stored.seed === 'number' && stored.schedule !== undefined)
    .map(({ seed, growthPerHour, schedule: stored, ...jackpot }) => {
      const schedule = dropEverySeconds ? { every: dropEverySeconds } : stored;
      const model = { seed, growthPerHour, schedule };
      const toCurrency = (euros: number, digits = 2) => convertAtReferenceRates(euros, 'EUR', currency, digits);
      return {
        ...jackpot,
        amount: toCurrency(amountAt(model, now)),
        seedAmount: toCurrency(seed),
        growthPerSecond: toCurrency(growthPerHour / 3600, 6),
        nextDropAt: new Date(cycleAt(schedule, now).nextDropAt).toISOString(),
      };
    });
}

export function leaderboard(db: Db, site: string, slug: string, limit: number): Static<typeof Leaderboard> | undefined {
  const board = stmt(db, 'SELECT slug, title, start_date AS startDate, end_date AS endDate FROM leaderboards WHERE site = ? AND slug = ?').get(site, slug) as
    Omit<Static<typeof Leaderboard>, 'rows'> | undefined;
  if (!board) return undefined;
  const rows = stmt(db, 'SELECT rank, player, city, points FROM leaderboard_rows WHERE site = ? AND slug = ? ORDER BY rank LIMIT ?').all(
    site,
    slug,
    limit,
  ) as Static<typeof Leaderboard>['rows'];
  return { ...board, rows };
}

/**
 * The site's latest wins, in the culture's currency: a site's wins are recorded in its home
 * culture's currency, and an edition with another (en-CA and fr-CA on the international site)
 * gets them converted at the reference rates, so a Canadian page never shows euros.
 */
export function winners(db: Db, site: string, culture: string): Static<typeof Winners>['winners'] {
  const rows = stmt(
    db,
    `SELECT w.user_name AS userName, w.amount, w.currency, g.slug AS gameSlug, g.name AS gameName, g.route_key AS routeKey, w.won_at AS wonAt
    FROM winners w JOIN games g ON g.id = w.game_id JOIN game_availability a ON a.game_id = g.id AND a.culture = ?
    WHERE w.site = ? ORDER BY w.won_at DESC`,
  ).all(culture, site) as Static<typeof Winners>['winners'];
  const currency = isCultureCode(culture) ? currencyOf(culture) : null;
  if (!currency) return rows;
  return rows.map((row) => (row.currency === currency ? row : { ...row, amount: convertAtReferenceRates(row.amount, row.currency, currency), currency }));
}

export function faq(db: Db, culture: string): Static<typeof Faq>['groups'] {
  const row = stmt(db, 'SELECT data FROM faq WHERE culture = ?').get(culture) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Static<typeof Faq>['groups']) : [];
}
