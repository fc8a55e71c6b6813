import type { Static } from '@sinclair/typebox';
import type { GameBadges, GameCategory, GameParameters, GameRouteKey } from '../../schemas/games.ts';

/** Stored parameters: money in euro units; theme and bingoTimes are keys localised on read/seed. */
export type StoredParameters = Omit<Static<typeof GameParameters>, 'theme' | 'provider'>;

export interface GameSeed {
  id: number;
  slug: string;
  name: string;
  category: GameCategory;
  routeKey: GameRouteKey;
  providerSlug: string;
  providerName: string;
  live: boolean;
  published: boolean;
  releasedOn: string;
  popularity: number;
  plays: number;
  theme: string;
  params: StoredParameters;
  badges: Static<typeof GameBadges>;
}
