import { GAME_FEATURES, PROVIDER_SLUG } from '@mc/sites/game-filter';
import { z } from 'zod';

/** Shapes of the site API's games endpoints (apps/platform/openapi.yaml). */
export const gameBadgesSchema = z.object({
  slingoOriginal: z.boolean(),
  rating: z.object({ value: z.number().min(0).max(5), count: z.number().int().min(1) }).nullable(),
  popular: z.boolean(),
  new: z.boolean(),
  jackpot: z.boolean(),
  liveDealer: z.boolean(),
});

export const gameSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  name: z.string().min(1),
  provider: z.object({ slug: z.string(), name: z.string() }),
  category: z.string(),
  routeKey: z.string(),
  thumbnail: z.string(),
  badges: gameBadgesSchema,
});

/** What a category's games can be narrowed by; a back end without facets offers no filter (the page still shows every game). */
export const groupFacetsSchema = z.object({
  providers: z.array(z.object({ slug: z.string().regex(PROVIDER_SLUG), name: z.string().min(1) })),
  features: z.array(z.string()).transform((features) => GAME_FEATURES.filter((feature) => features.includes(feature))),
});

export const gameGroupsSchema = z.object({
  groups: z.array(z.object({ group: z.string(), title: z.string(), total: z.number().int(), games: z.array(gameSummarySchema) })),
  facets: groupFacetsSchema.optional().catch(undefined),
});

export const gameParametersSchema = z
  .object({
    minBet: z.number(),
    maxBet: z.number(),
    maxWin: z.number(),
    provider: z.string(),
    liveCasino: z.boolean(),
    rtp: z.number(),
    specialBets: z.union([z.boolean(), z.string(), z.array(z.string())]),
    statistics: z.boolean(),
    paylines: z.number(),
    ways: z.number(),
    reels: z.number(),
    biggestWin: z.number(),
    jackpot: z.boolean(),
    bingoJackpot: z.boolean(),
    minTicket: z.number(),
    maxTicket: z.number(),
    bingoTimes: z.string(),
    bingoVariant: z.string(),
    decks: z.number(),
    seats: z.number(),
    quickSpin: z.boolean(),
    theme: z.string(),
    demoMode: z.boolean(),
  })
  .partial();

export const gameDetailSchema = gameSummarySchema.extend({
  currency: z.string(),
  releasedOn: z.string().nullable().optional(),
  description: z.string(),
  parameters: gameParametersSchema,
});

export const searchCatalogueSchema = z.object({
  games: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      provider: z.string(),
      routeKey: z.string(),
      thumbnail: z.string(),
      // Optional: a back end without the flag still serves search (names are screened for banned copy anyway).
      jackpot: z.boolean().optional(),
      // Optional too: without them search still finds names and providers, in the back end's order.
      theme: z.string().optional().catch(undefined),
      popularity: z.number().optional().catch(undefined),
    }),
  ),
});

export const contentItemSchema = z.object({ code: z.string(), title: z.string(), body: z.string() });

export type GameSummary = z.infer<typeof gameSummarySchema>;
export type GameDetail = z.infer<typeof gameDetailSchema>;
export type GameParameters = z.infer<typeof gameParametersSchema>;
