import type { GameFeature, GameFilter } from '@mc/sites/game-filter';
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
  /** The category filter the tiles are narrowed by, as a query string ('' for none): "show more" asks for the same. */
  filterQuery?: string;
  tiles: GameTileData[];
}

/** What a category's games can be narrowed by: its providers, and the features the culture may filter on that some of its games have. */
export interface CategoryFacets {
  providers: { slug: string; name: string }[];
  features: GameFeature[];
}

/** A category page's groups as its filter narrows them; facets null where the back end names none (no filter offered). */
export interface CategoryGames {
  groups: GameGroupView[];
  facets: CategoryFacets | null;
  /** The filter applied: what was asked, less what the category cannot be narrowed by. */
  filter: GameFilter;
}
