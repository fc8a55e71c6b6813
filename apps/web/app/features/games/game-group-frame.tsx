import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import styles from './game-group-section.module.css';
import { GameTile } from './game-tile.tsx';
import type { GameGroupView, GameTileData } from './game-view.ts';

/** A titled group of game tiles: a horizontal slider when the route limits it, a grid otherwise, with what follows the list (the grid's "show more"). */
export function GameGroupFrame({
  view,
  tiles,
  eagerTiles,
  children,
}: {
  view: GameGroupView;
  tiles: readonly GameTileData[];
  eagerTiles: number;
  children?: ReactNode;
}) {
  const t = useTranslations('gameTiles');
  const headingId = `games-${view.group}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-group={view.group}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t(`groups.${view.titleKey}` as Parameters<typeof t>[0])}
        </h2>
        {view.seeAllHref && (
          <a href={view.seeAllHref} className={styles.seeAll} aria-describedby={headingId}>
            {t('seeAll')}
          </a>
        )}
      </div>
      <ul className={view.limited ? styles.slider : styles.grid}>
        {tiles.map((game, index) => (
          <li key={game.slug}>
            <GameTile game={game} eager={index < eagerTiles} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
