import { DEFAULT_SITES } from '@mc/sites/default-sites';
import type { Culture } from '@mc/sites/site-schema';
import { describe, expect, it } from 'vitest';
import type { Crumb } from '../../lib/page-info.server.ts';
import { leaderboardFeedSchema } from './leaderboard-schemas.ts';
import { isLeaderboardSlug, LEADERBOARD_LIMIT, leaderboardCrumbs, leaderboardHref, leaderboardPhase, toLeaderboardView } from './leaderboard-view.ts';

const culture = (code: string): Culture => {
  const found = DEFAULT_SITES.flatMap((site) => site.cultures).find((c) => c.code === code);
  if (!found) throw new Error(code);
  return found;
};
const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ rank: count - i, player: `P${count - i}`, city: 'Leeds', points: 1000 + i }));
const board = { slug: 'spring-slots-race', title: 'Spring Slots Race', startDate: '2025-05-01T00:00:00Z', endDate: '2035-12-31T23:59:59Z', rows: rows(3) };

describe('leaderboard feed', () => {
  it('accepts a board or the empty object, nothing else', () => {
    expect(leaderboardFeedSchema.safeParse(board).success).toBe(true);
    expect(leaderboardFeedSchema.safeParse({}).success).toBe(true);
    expect(leaderboardFeedSchema.safeParse({ rows: 'x' }).success).toBe(false);
    expect(leaderboardFeedSchema.safeParse(null).success).toBe(false);
  });

  it('sorts rows by rank and keeps at most 100; the empty object is no board', () => {
    const view = toLeaderboardView({ ...board, rows: rows(130) });
    expect(view?.rows).toHaveLength(LEADERBOARD_LIMIT);
    expect(view?.rows[0]?.rank).toBe(1);
    expect(view?.rows.at(-1)?.rank).toBe(100);
    expect(toLeaderboardView({})).toBeNull();
  });

  it('tells running, upcoming and ended races apart', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(leaderboardPhase(board, now)).toBe('running');
    expect(leaderboardPhase({ startDate: '2025-01-03T00:00:00Z', endDate: '2025-01-05T23:59:59Z' }, now)).toBe('ended');
    expect(leaderboardPhase({ startDate: '2099-01-01T00:00:00Z', endDate: '2099-02-01T00:00:00Z' }, now)).toBe('upcoming');
    expect(leaderboardPhase(null, now)).toBe('unknown');
  });
});

describe('leaderboard links', () => {
  it('uses the leaderboard route, or leaderboard-es in Spanish', () => {
    expect(leaderboardHref('spring-slots-race', culture('en-GB'))).toBe('/promotions/leaderboard/spring-slots-race/');
    expect(leaderboardHref('spring-slots-race', culture('en-CA'))).toBe('/en-CA/promotions/leaderboard/spring-slots-race/');
    expect(leaderboardHref('torneo-drops-and-wins', culture('es'))).toBe('/promociones/leaderboard/torneo-drops-and-wins/');
    expect(leaderboardHref('Not A Slug', culture('en-GB'))).toBeNull();
    expect(isLeaderboardSlug('slot-turnering')).toBe(true);
  });

  it('puts the promotions page into the breadcrumb where the culture has it, and titles the last crumb', () => {
    const crumbs: Crumb[] = [
      { routeKey: 'home', href: '/' },
      { routeKey: 'leaderboard', href: '/promotions/leaderboard/spring-slots-race/', param: 'spring-slots-race' },
    ];
    expect(leaderboardCrumbs(crumbs, culture('en-GB'), 'Spring Slots Race')).toEqual([
      { routeKey: 'home', href: '/' },
      { routeKey: 'promotions', href: '/promotions/' },
      { routeKey: 'leaderboard', href: '/promotions/leaderboard/spring-slots-race/', param: 'Spring Slots Race' },
    ]);
    expect(leaderboardCrumbs(crumbs, culture('da'), null)).toEqual([
      { routeKey: 'home', href: '/' },
      { routeKey: 'leaderboard', href: '/promotions/leaderboard/spring-slots-race/' },
    ]);
  });
});
