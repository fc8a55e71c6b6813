import type { GameSummary } from './game-schemas.ts';

/** Games an unlimited group shows first, and how many more each "show more" adds. */
export const GROUP_PAGE_SIZE = 24;

/** A game tile as pages render it: URLs resolved on the server. */
export interface GameTileData {
  slug: string;
  name: string;
  provider: string;
  href: string;
  thumbnail: string;
  badges: GameSummary['badges'] | null;
}

export interface GameGroupView {
  group: string;
  titleKey: string;
  total: number;
  /** Sliders have a limit; unlimited groups are grids with "show more". */
  limited: boolean;
  seeAllHref: string | null;
  tiles: GameTileData[];
}
