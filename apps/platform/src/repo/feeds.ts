import type { Static } from '@sinclair/typebox';
import { stmt, type Db } from '../db/database.ts';
import { isCultureCode } from '@mc/sites/culture-codes';
import { marketRule, offersBarredBy } from '@mc/sites/markets';
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
  // A jackpot is a real-money prize: none where the market has no jackpots or no real-money play.
  if (!isCultureCode(culture) || marketRule(culture, 'no-jackpots') || marketRule(culture, 'no-real-money-play')) return [];
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

/**
 * A site's prize race by slug, titled in the culture's language where the culture has its
 * promotion (the board's own title is the site's first language). None for a culture whose
 * market bars every offer (a race is one: Finland, Norway, Brazil, India), whatever is stored.
 */
export function leaderboard(db: Db, site: string, slug: string, limit: number, culture?: string): Static<typeof Leaderboard> | undefined {
  if (culture && isCultureCode(culture) && offersBarredBy(culture)) return undefined;
  const board = stmt(db, 'SELECT slug, title, start_date AS startDate, end_date AS endDate FROM leaderboards WHERE site = ? AND slug = ?').get(site, slug) as
    Omit<Static<typeof Leaderboard>, 'rows'> | undefined;
  if (!board) return undefined;
  const promotion = culture
    ? (stmt(db, "SELECT json_extract(data, '$.title') AS title FROM promotions WHERE culture = ? AND json_extract(data, '$.leaderboardSlug') = ?").get(
        culture,
        slug,
      ) as { title: string } | undefined)
    : undefined;
  if (promotion?.title) board.title = promotion.title;
  const rows = stmt(db, 'SELECT rank, player, city, points FROM leaderboard_rows WHERE site = ? AND slug = ? ORDER BY rank LIMIT ?').all(
    site,
    slug,
    limit,
  ) as Static<typeof Leaderboard>['rows'];
  return { ...board, rows };
}

const HOUR_MS = 3_600_000;

/**
 * The site's latest wins, in the culture's currency: a site's wins are recorded in its home
 * culture's currency, and an edition with another (en-CA and fr-CA on the international site)
 * gets them converted at the reference rates, so a Canadian page never shows euros. The seed
 * records them in the two days before its clock (`seedClock`); as the platform's clock moves on,
 * they move with it in whole hours, so "latest" stays recent on a database seeded long ago (as
 * the jackpot feed, this reference platform's wins are a demo feed). None where the market has
 * no real-money play (India).
 */
export function winners(db: Db, site: string, culture: string, now: Date): Static<typeof Winners>['winners'] {
  if (isCultureCode(culture) && marketRule(culture, 'no-real-money-play')) return [];
  const rows = stmt(
    db,
    `SELECT w.user_name AS userName, w.amount, w.currency, g.slug AS gameSlug, g.name AS gameName, g.route_key AS routeKey, w.won_at AS wonAt
    FROM winners w JOIN games g ON g.id = w.game_id JOIN game_availability a ON a.game_id = g.id AND a.culture = ?
    WHERE w.site = ? ORDER BY w.won_at DESC`,
  ).all(culture, site) as Static<typeof Winners>['winners'];
  const seededAt = Date.parse(String(stmt(db, "SELECT value FROM settings WHERE key = 'seedClock'").pluck().get() ?? ''));
  const shift = Number.isNaN(seededAt) ? 0 : Math.max(0, Math.floor((now.getTime() - seededAt) / HOUR_MS)) * HOUR_MS;
  const currency = isCultureCode(culture) ? currencyOf(culture) : null;
  return rows.map((row) => {
    const wonAt = shift ? new Date(Date.parse(row.wonAt) + shift).toISOString() : row.wonAt;
    if (!currency || row.currency === currency) return { ...row, wonAt };
    return { ...row, wonAt, amount: convertAtReferenceRates(row.amount, row.currency, currency), currency };
  });
}

export function faq(db: Db, culture: string): Static<typeof Faq>['groups'] {
  const row = stmt(db, 'SELECT data FROM faq WHERE culture = ?').get(culture) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Static<typeof Faq>['groups']) : [];
}
