import { z } from 'zod';

/** Shape of the site API's winners feed (apps/platform/openapi.yaml): amounts in the site's currency, dates UTC. */
export const winnerSchema = z.object({
  userName: z.string(),
  amount: z.number(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  gameSlug: z.string(),
  gameName: z.string(),
  routeKey: z.string(),
  wonAt: z.string(),
});

export const winnersFeedSchema = z.object({
  winners: z.array(winnerSchema),
});

export type Winner = z.infer<typeof winnerSchema>;
export type WinnersFeed = z.infer<typeof winnersFeedSchema>;
