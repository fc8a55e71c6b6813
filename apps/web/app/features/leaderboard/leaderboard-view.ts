import { tryHref, type CultureRef } from '@mc/sites/href';
import { DATE_RANGE, dateRangeStatus } from '../../lib/date-range.ts';
import type { Crumb } from '../../lib/page-info.server.ts';
import type { LeaderboardFeed, LeaderboardRow } from './leaderboard-schemas.ts';

/** Rows a leaderboard shows (spec/catalogue.md section 9). */
export const LEADERBOARD_LIMIT = 100;

/** Back-end slugs are URL-safe kebab case (openapi.yaml); anything else cannot exist. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isLeaderboardSlug = (slug: string): boolean => slug.length <= 120 && SLUG.test(slug);

/** A leaderboard as pages render it. */
export interface LeaderboardView {
  slug: string;
  title: string;
  startDate: string;
  endDate: string;
  rows: LeaderboardRow[];
}

/** The feed → the board, best rank first and at most LEADERBOARD_LIMIT rows; null for the empty object. */
export function toLeaderboardView(feed: LeaderboardFeed): LeaderboardView | null {
  if (!('rows' in feed)) return null;
  const rows = [...feed.rows].sort((a, b) => a.rank - b.rank).slice(0, LEADERBOARD_LIMIT);
  return { slug: feed.slug, title: feed.title, startDate: feed.startDate, endDate: feed.endDate, rows };
}

/** Rows a promotion's page shows of its leaderboard, with a link to the whole board. */
export const LEADERBOARD_PREVIEW_ROWS = 10;

export type LeaderboardPhase = 'upcoming' | 'running' | 'ended' | 'unknown';

/** Where the race stands at `now` (spec date-range check); 'unknown' without a board. */
export function leaderboardPhase(board: Pick<LeaderboardView, 'startDate' | 'endDate'> | null, now: number): LeaderboardPhase {
  if (!board) return 'unknown';
  const status = dateRangeStatus(board.startDate, board.endDate, now);
  return status === DATE_RANGE.notStarted ? 'upcoming' : status === DATE_RANGE.expired ? 'ended' : 'running';
}

/** The leaderboard page of a slug in the culture: route `leaderboard`, or `leaderboard-es` where that one exists instead. */
export function leaderboardHref(slug: string, culture: CultureRef): string | null {
  if (!isLeaderboardSlug(slug)) return null;
  return tryHref({ route: 'leaderboard', culture, params: { slug } }) ?? tryHref({ route: 'leaderboard-es', culture, params: { slug } });
}

/**
 * Breadcrumb of a leaderboard page: its path sits under the promotions page, so that page is
 * a crumb where the culture has it, and the last crumb shows the board's title (or the route
 * title when there is none to show).
 */
export function leaderboardCrumbs(crumbs: readonly Crumb[], culture: CultureRef, title: string | null): Crumb[] {
  const last = crumbs.at(-1);
  if (!last) return [...crumbs];
  const promotions = tryHref({ route: 'promotions', culture });
  const parents = crumbs.slice(0, -1);
  const withPromotions =
    promotions && !parents.some((crumb) => crumb.routeKey === 'promotions') ? [...parents, { routeKey: 'promotions' as const, href: promotions }] : parents;
  const { param: _param, ...bare } = last;
  return [...withPromotions, title ? { ...bare, param: title } : bare];
}
