import { z } from 'zod';

/** Shape of the site API's leaderboard feed (apps/platform/openapi.yaml). */
export const leaderboardRowSchema = z.object({
  rank: z.number().int().min(1),
  player: z.string(),
  city: z.string(),
  points: z.number(),
});

export const leaderboardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(leaderboardRowSchema),
});

/**
 * What the feed may answer: a leaderboard, or the empty object (spec/catalogue.md section 7:
 * "leaderboard by id with limit 100, fallback empty object"), which is also what the page
 * falls back to when the back end fails.
 */
export const leaderboardFeedSchema = z.union([leaderboardSchema, z.object({}).strict()]);

export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export type LeaderboardFeed = z.infer<typeof leaderboardFeedSchema>;
