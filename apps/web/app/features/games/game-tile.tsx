import { LazyImage } from '../../ui/lazy-image.tsx';
import { GameBadges } from './game-badges.tsx';
import styles from './game-tile.module.css';
import type { GameTileData } from './game-view.ts';

export const TILE_IMAGE = { width: 400, height: 300 } as const;

/** One game: thumbnail (reserved size, lazy unless near the top), name, provider, badges. */
export function GameTile({ game, eager = false }: { game: GameTileData; eager?: boolean }) {
  return (
    <a href={game.href} className={styles.tile} data-game={game.slug}>
      <div className={styles.media}>
        {eager ? (
          <img src={game.thumbnail} alt="" width={TILE_IMAGE.width} height={TILE_IMAGE.height} decoding="async" />
        ) : (
          <LazyImage src={game.thumbnail} alt="" width={TILE_IMAGE.width} height={TILE_IMAGE.height} />
        )}
        {game.badges && <GameBadges badges={game.badges} />}
      </div>
      <span className={styles.name}>{game.name}</span>
      {game.provider && <span className={styles.provider}>{game.provider}</span>}
    </a>
  );
}
