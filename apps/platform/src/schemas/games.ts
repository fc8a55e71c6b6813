import { GAME_FEATURES } from '@mc/sites/game-filter';
import { Type } from '@sinclair/typebox';
import { Culture, ImagePath, Nullable, ref, RichText } from './common.ts';

export const GAME_CATEGORIES = [
  'slots',
  'megaways',
  'jackpots',
  'daily-jackpots',
  'jackpot-king',
  'slingo',
  'monopoly',
  'live-casino',
  'roulette',
  'blackjack',
  'baccarat',
  'game-shows',
  'table-games',
  'instant-win',
  'scratch-cards',
  'video-poker',
  'video-bingo',
  'crash-games',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const GAME_ROUTE_KEYS = ['liveCasinoGame', 'onlineSlotsGame', 'casinoGamesGame'] as const;
export type GameRouteKey = (typeof GAME_ROUTE_KEYS)[number];

export const GameCategorySchema = Type.Union(
  GAME_CATEGORIES.map((category) => Type.Literal(category)),
  { description: 'Game category' },
);
const RouteKey = Type.Union(
  GAME_ROUTE_KEYS.map((key) => Type.Literal(key)),
  { description: 'Route key of the game page (href with params { gameSlug })' },
);

export const GameBadges = Type.Object(
  {
    slingoOriginal: Type.Boolean(),
    rating: Nullable(Type.Object({ value: Type.Number({ minimum: 0, maximum: 5 }), count: Type.Integer({ minimum: 1 }) })),
    popular: Type.Boolean(),
    new: Type.Boolean(),
    jackpot: Type.Boolean(),
    liveDealer: Type.Boolean(),
  },
  { $id: 'GameBadges', description: 'Tile badges; rating only for games players have rated' },
);

const summaryProps = {
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  provider: Type.Object({ slug: Type.String(), name: Type.String() }),
  category: GameCategorySchema,
  routeKey: RouteKey,
  thumbnail: ImagePath,
  badges: ref(GameBadges),
};
export const GameSummary = Type.Object(summaryProps, { $id: 'GameSummary' });

const money = (description: string) => Type.Number({ description: `${description}, in the response's currency` });
export const GameParameters = Type.Object(
  {
    minBet: Type.Optional(money('Minimum stake')),
    maxBet: Type.Optional(money('Maximum stake')),
    maxWin: Type.Optional(Type.Number({ description: 'Maximum win as a multiple of the stake' })),
    provider: Type.Optional(Type.String()),
    liveCasino: Type.Optional(Type.Boolean()),
    rtp: Type.Optional(Type.Number({ description: 'Return to player, percent' })),
    specialBets: Type.Optional(Type.Array(Type.String())),
    statistics: Type.Optional(Type.Boolean({ description: 'Table shows result statistics' })),
    paylines: Type.Optional(Type.Integer({ description: 'Paylines of a line game (never with ways)' })),
    ways: Type.Optional(Type.Integer({ description: 'Ways to win of a ways game such as 243-ways or Megaways (never with paylines)' })),
    reels: Type.Optional(Type.Integer()),
    biggestWin: Type.Optional(money('Biggest recorded win')),
    jackpot: Type.Optional(Type.Boolean()),
    bingoJackpot: Type.Optional(Type.Boolean()),
    minTicket: Type.Optional(money('Cheapest bingo ticket')),
    maxTicket: Type.Optional(money('Dearest bingo ticket')),
    bingoTimes: Type.Optional(Type.String({ description: 'When games run, localised' })),
    bingoVariant: Type.Optional(Type.String({ description: 'e.g. 75-ball, 90-ball' })),
    decks: Type.Optional(Type.Integer()),
    seats: Type.Optional(Type.Integer()),
    quickSpin: Type.Optional(Type.Boolean()),
    theme: Type.Optional(Type.String({ description: 'Localised theme label' })),
    demoMode: Type.Optional(Type.Boolean({ description: 'Playable for fun without an account' })),
  },
  { $id: 'GameParameters', description: 'Only the parameters the game has (spec/catalogue.md section 3)' },
);

export const GameDetail = Type.Object(
  {
    ...summaryProps,
    culture: Culture,
    currency: Type.String({ description: 'ISO 4217 currency of money parameters (the culture currency)' }),
    releasedOn: Type.String({ format: 'date', description: 'A calendar day, not an instant: shown as that day in every time zone' }),
    description: Type.String({
      description:
        'Short description; its numbers are placeholders named after parameters ("[rtp]", "[reels]", "[paylines]" or "[ways]") that the page fills in its culture’s number format',
    }),
    parameters: ref(GameParameters),
    published: Type.Boolean({ description: 'False only in previews' }),
  },
  { $id: 'GameDetail' },
);

export const GamesPage = Type.Object({
  culture: Culture,
  category: Nullable(GameCategorySchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  items: Type.Array(ref(GameSummary)),
});

export const GroupGames = Type.Object({
  culture: Culture,
  groups: Type.Array(Type.Object({ group: Type.String(), title: Type.String(), total: Type.Integer(), games: Type.Array(ref(GameSummary)) })),
  facets: Type.Object(
    {
      providers: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() }), { description: 'Providers with games in the groups, by name' }),
      features: Type.Array(Type.Union(GAME_FEATURES.map((feature) => Type.Literal(feature))), { description: "Features some of the groups' games have" }),
    },
    { description: "What the requested groups' games, unfiltered, can be narrowed by (provider, feature)" },
  ),
});

export const ForGroups = Type.Object({
  culture: Culture,
  groups: Type.Array(Type.Object({ group: Type.String(), title: Type.String(), count: Type.Integer() })),
});

export const ExtendedCatalogue = Type.Object({
  culture: Culture,
  count: Type.Integer(),
  games: Type.Array(
    Type.Object({
      slug: Type.String(),
      name: Type.String(),
      provider: Type.String(),
      category: GameCategorySchema,
      routeKey: RouteKey,
      thumbnail: ImagePath,
      jackpot: Type.Boolean({ description: 'A jackpot game (markets without jackpots leave it out of search)' }),
      theme: Type.String({ description: 'Localised theme label (searchable)' }),
      popularity: Type.Integer({ description: 'Higher is more popular: ranks search results of equal match' }),
    }),
  ),
});

export const GameSpecs = Type.Object({
  culture: Culture,
  specs: Type.Array(Type.Object({ key: Type.String({ description: 'Key in GameParameters' }), label: Type.String(), unit: Nullable(Type.String()) })),
});

export const GameContent = Type.Object({ slug: Type.String(), title: Type.String(), body: RichText });
