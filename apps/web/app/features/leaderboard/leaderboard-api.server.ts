import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { leaderboardFeedSchema, type LeaderboardFeed } from './leaderboard-schemas.ts';
import { isLeaderboardSlug, LEADERBOARD_LIMIT, toLeaderboardView, type LeaderboardView } from './leaderboard-view.ts';

export type LeaderboardResult =
  /** `board` is null when the feed answered the empty object. */
  | { status: 'fresh'; board: LeaderboardView | null }
  | { status: 'not-found' }
  /** The back end failed: the empty-object fallback, rendered as an empty state. */
  | { status: 'fallback' };

const EMPTY: LeaderboardFeed = {};

/** A leaderboard by slug, limit 100; `not-found` for a slug that cannot exist or the back end does not know. */
export async function loadLeaderboard(ctx: SiteApiContext, slug: string): Promise<LeaderboardResult> {
  if (!isLeaderboardSlug(slug)) return { status: 'not-found' };
  const result = await cachedGet(ctx, {
    path: `v1/feeds/leaderboards/${encodeURIComponent(slug)}`,
    query: { culture: ctx.culture.code, limit: LEADERBOARD_LIMIT },
    schema: leaderboardFeedSchema,
    fallback: EMPTY,
    entity: 'feeds',
  });
  if (result.status === 'not-found') return { status: 'not-found' };
  if (result.status === 'fallback') return { status: 'fallback' };
  return { status: 'fresh', board: toLeaderboardView(result.data) };
}
