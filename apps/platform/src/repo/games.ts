import { GAME_FEATURES, type GameFeature } from '@mc/sites/game-filter';
import type { Static } from '@sinclair/typebox';
import { stmt, type Db } from '../db/database.ts';
import { isCultureCode } from '@mc/sites/culture-codes';
import { marketRule } from '@mc/sites/markets';
import { convertAtReferenceRates, toMarketAmount } from '../lib/money.ts';
import type { GameCategory, GameDetail, GameParameters, GameRouteKey, GameSummary } from '../schemas/games.ts';

export type GameSummaryDto = Static<typeof GameSummary>;

interface GameRow {
  id: number;
  slug: string;
  name: string;
  category: GameCategory;
  route_key: GameRouteKey;
  provider_slug: string;
  provider_name: string;
  badges: string;
  params: string;
  theme: string;
  released_on: string;
  published: number;
}

const SELECT = `SELECT g.id, g.slug, g.name, g.category, g.route_key, g.badges, g.params, g.theme, g.released_on, g.published,
  p.slug AS provider_slug, p.name AS provider_name FROM games g JOIN providers p ON p.id = g.provider_id`;

/** Only what a tile needs (no params), for lists. */
const SUMMARY_SELECT = 'SELECT g.id, g.slug, g.name, g.category, g.route_key, g.badges, p.slug AS provider_slug, p.name AS provider_name';

export const gameThumbnail = (slug: string): string => `/img/games/${slug}.webp`;

function toSummary(row: GameRow): GameSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    provider: { slug: row.provider_slug, name: row.provider_name },
    category: row.category,
    routeKey: row.route_key,
    thumbnail: gameThumbnail(row.slug),
    badges: JSON.parse(row.badges) as GameSummaryDto['badges'],
  };
}

export function gamesPage(db: Db, culture: string, category: string | null, page: number, pageSize: number): { total: number; items: GameSummaryDto[] } {
  const where = `JOIN game_availability a ON a.game_id = g.id AND a.culture = ? WHERE g.published = 1 AND (? IS NULL OR g.category = ?)`;
  const total = (stmt(db, `SELECT count(*) AS n FROM games g ${where}`).get(culture, category, category) as { n: number }).n;
  const rows = stmt(
    db,
    `${SUMMARY_SELECT} FROM games g JOIN providers p ON p.id = g.provider_id ${where} ORDER BY g.popularity DESC, g.id LIMIT ? OFFSET ?`,
  ).all(culture, category, category, pageSize, (page - 1) * pageSize) as GameRow[];
  return { total, items: rows.map(toSummary) };
}

/** What each filter feature means in the catalogue's columns (SQL over games g). */
const FEATURE_SQL: Readonly<Record<GameFeature, string>> = {
  megaways: "g.category = 'megaways'",
  jackpot: "json_extract(g.badges, '$.jackpot') = 1",
  'live-dealer': "json_extract(g.badges, '$.liveDealer') = 1",
  demo: "json_extract(g.params, '$.demoMode') = 1",
};

/** A narrowing of a group's games: one provider (slug) and every one of the features. */
export interface GroupFilter {
  provider?: string;
  features?: readonly GameFeature[];
}

/** The filter's WHERE part; features come from GAME_FEATURES only, so the statements are few and cached. */
function filterSql(filter: GroupFilter): string {
  const features = GAME_FEATURES.filter((feature) => filter.features?.includes(feature));
  return `AND (? IS NULL OR p.slug = ?)${features.map((feature) => ` AND ${FEATURE_SQL[feature]}`).join('')}`;
}

export function groupGames(db: Db, culture: string, group: string, limit: number, filter: GroupFilter = {}): { total: number; games: GameSummaryDto[] } {
  const from = `FROM game_group_members m JOIN games g ON g.id = m.game_id JOIN providers p ON p.id = g.provider_id
    WHERE m.culture = ? AND m.group_code = ? ${filterSql(filter)}`;
  const provider = filter.provider ?? null;
  const total = (stmt(db, `SELECT count(*) AS n ${from}`).get(culture, group, provider, provider) as { n: number }).n;
  const rows = stmt(db, `${SUMMARY_SELECT} ${from} ORDER BY m.position LIMIT ?`).all(culture, group, provider, provider, limit) as GameRow[];
  return { total, games: rows.map(toSummary) };
}

/** What the games of these groups can be filtered by: their providers (by name) and the features some of them have. */
export function groupFacets(db: Db, culture: string, groups: readonly string[]): { providers: { slug: string; name: string }[]; features: GameFeature[] } {
  const from = `FROM game_group_members m JOIN games g ON g.id = m.game_id JOIN providers p ON p.id = g.provider_id
    WHERE m.culture = ? AND m.group_code IN (SELECT value FROM json_each(?))`;
  const groupList = JSON.stringify(groups);
  const providers = stmt(db, `SELECT DISTINCT p.slug, p.name ${from} ORDER BY p.name`).all(culture, groupList) as { slug: string; name: string }[];
  const present = stmt(db, `SELECT ${GAME_FEATURES.map((feature, i) => `max(${FEATURE_SQL[feature]}) AS f${i}`).join(', ')} ${from}`).get(
    culture,
    groupList,
  ) as Record<string, number | null>;
  return { providers, features: GAME_FEATURES.filter((_, i) => present[`f${i}`] === 1) };
}

export function groupTitle(db: Db, culture: string, group: string): string | undefined {
  return (stmt(db, 'SELECT title FROM game_group_titles WHERE culture = ? AND group_code = ?').get(culture, group) as { title: string } | undefined)?.title;
}

export function groupsWithGames(db: Db, culture: string): { group: string; title: string; count: number }[] {
  return stmt(
    db,
    `SELECT t.group_code AS "group", t.title, count(m.game_id) AS count FROM game_group_titles t
    JOIN game_group_members m ON m.culture = t.culture AND m.group_code = t.group_code WHERE t.culture = ? GROUP BY t.group_code ORDER BY t.group_code`,
  ).all(culture) as { group: string; title: string; count: number }[];
}

export function extendedCatalogue(db: Db, culture: string) {
  const rows = stmt(
    db,
    `SELECT g.slug, g.name, p.name AS provider, g.category, g.route_key, g.badges, g.popularity, coalesce(l.label, g.theme) AS theme
    FROM games g JOIN providers p ON p.id = g.provider_id JOIN game_availability a ON a.game_id = g.id AND a.culture = ?
    LEFT JOIN game_labels l ON l.culture = a.culture AND l.key = 'theme:' || g.theme WHERE g.published = 1 ORDER BY g.name`,
  ).all(culture) as {
    slug: string;
    name: string;
    provider: string;
    category: GameCategory;
    route_key: GameRouteKey;
    badges: string;
    popularity: number;
    theme: string;
  }[];
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    category: row.category,
    routeKey: row.route_key,
    thumbnail: gameThumbnail(row.slug),
    jackpot: (JSON.parse(row.badges) as GameSummaryDto['badges']).jackpot,
    theme: row.theme,
    popularity: row.popularity,
  }));
}

/** Stakes, seeded in euro units and stated in a market's round amounts (lib/money.ts). */
const STAKE_KEYS = ['minBet', 'maxBet', 'minTicket', 'maxTicket'] as const;
/** What speaks of real-money play: stakes, what a stake can win, what was won. */
const MONEY_KEYS = [...STAKE_KEYS, 'maxWin', 'biggestWin', 'bingoJackpot', 'jackpot'] as const;

function toDetail(db: Db, row: GameRow, culture: string, lang: string, currency: string): Static<typeof GameDetail> {
  const parameters = JSON.parse(row.params) as Static<typeof GameParameters> & { bingoTimes?: string };
  if (isCultureCode(culture) && marketRule(culture, 'no-real-money-play')) {
    // Play for fun only (India): no stake, payout or win is stated, whatever is stored.
    for (const key of MONEY_KEYS) delete parameters[key];
  }
  for (const key of STAKE_KEYS) {
    const value = parameters[key];
    if (value !== undefined) parameters[key] = toMarketAmount(value, currency);
  }
  // A biggest win is one win, recorded once in euros: another currency states what it is worth at the reference rates.
  if (parameters.biggestWin !== undefined) parameters.biggestWin = Math.round(convertAtReferenceRates(parameters.biggestWin, 'EUR', currency));
  // Theme and bingo times are stored as keys; their labels are per culture (game_labels).
  const label = (key: string) =>
    (stmt(db, 'SELECT label FROM game_labels WHERE culture = ? AND key = ?').get(culture, key) as { label: string } | undefined)?.label;
  parameters.theme = label(`theme:${row.theme}`) ?? row.theme;
  if (parameters.bingoTimes !== undefined) parameters.bingoTimes = label(`bingoTimes:${parameters.bingoTimes}`) ?? parameters.bingoTimes;
  parameters.provider = row.provider_name;
  const text = stmt(db, 'SELECT description FROM game_texts WHERE game_id = ? AND lang = ?').get(row.id, lang) as { description: string } | undefined;
  return {
    ...toSummary(row),
    culture,
    currency,
    releasedOn: row.released_on,
    description: text?.description ?? '',
    parameters,
    published: row.published === 1,
  };
}

/** A published game available in the culture, by slug. */
export function gameBySlug(db: Db, slug: string, culture: string, lang: string, currency: string) {
  const row = stmt(db, `${SELECT} JOIN game_availability a ON a.game_id = g.id AND a.culture = ? WHERE g.slug = ? AND g.published = 1`).get(culture, slug) as
    GameRow | undefined;
  return row ? toDetail(db, row, culture, lang, currency) : undefined;
}

/** Any game by id, drafts included (previews). */
export function gameById(db: Db, id: number, culture: string, lang: string, currency: string) {
  const row = stmt(db, `${SELECT} WHERE g.id = ?`).get(id) as GameRow | undefined;
  return row ? toDetail(db, row, culture, lang, currency) : undefined;
}

export function gameContent(db: Db, slug: string, culture: string, lang: string): { slug: string; title: string; body: string } | undefined {
  return stmt(
    db,
    `SELECT g.slug, g.name AS title, t.content AS body FROM games g JOIN game_availability a ON a.game_id = g.id AND a.culture = ?
    JOIN game_texts t ON t.game_id = g.id AND t.lang = ? WHERE g.slug = ? AND g.published = 1`,
  ).get(culture, lang, slug) as { slug: string; title: string; body: string } | undefined;
}

export function gameSpecs(db: Db, culture: string): { key: string; label: string; unit: string | null }[] {
  return stmt(db, 'SELECT key, label, unit FROM game_specs WHERE culture = ? ORDER BY position').all(culture) as {
    key: string;
    label: string;
    unit: string | null;
  }[];
}
