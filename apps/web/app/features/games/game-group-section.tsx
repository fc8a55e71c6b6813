import { Island } from '../../lib/islands/island.tsx';
import { GameGroupFrame } from './game-group-frame.tsx';
import type { GameGroupView } from './game-view.ts';

/**
 * A titled group of games: a slider when the route limits it (home, category headers), static
 * HTML; a growing grid otherwise, an island. `eagerTiles` marks images above the fold.
 */
export function GameGroupSection({ view, eagerTiles = 0 }: { view: GameGroupView; eagerTiles?: number }) {
  if (!view.limited) return <Island name="game-grid" props={{ view, eagerTiles }} />;
  return <GameGroupFrame view={view} tiles={view.tiles} eagerTiles={eagerTiles} />;
}
