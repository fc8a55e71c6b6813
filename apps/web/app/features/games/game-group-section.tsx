import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { resourceUrls } from '../../lib/resource-urls.ts';
import { useStore } from '../../lib/state/create-store.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';
import styles from './game-group-section.module.css';
import { GameTile } from './game-tile.tsx';
import { GROUP_PAGE_SIZE, type GameGroupView, type GameTileData } from './game-view.ts';

/**
 * A titled group of games: a horizontal slider when the route limits it (home, category
 * headers), a growing grid otherwise, whose "show more" fetches the next games; the grown
 * size is kept for the visit (spec/shell.md section 9). `eagerTiles` marks images above the fold.
 */
export function GameGroupSection({ view, eagerTiles = 0 }: { view: GameGroupView; eagerTiles?: number }) {
  const t = useTranslations('gameTiles');
  const { culture } = useRootData();
  const ui = useUiStore();
  const key = `group:${view.group}`;
  const wanted = GROUP_PAGE_SIZE + useStore(ui, (s) => s.componentsPersistedViewSize[key] ?? 0);
  const more = useQuery({
    queryKey: ['game-group', culture.code, view.group, wanted],
    enabled: !view.limited && wanted > view.tiles.length && view.total > view.tiles.length,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const response = await fetch(resourceUrls.gameGroup(culture.code, view.group, wanted), { signal });
      if (!response.ok) throw new Error(`games ${response.status}`);
      return (await response.json()) as { total: number; tiles: GameTileData[] };
    },
  });
  const tiles = view.limited ? view.tiles : (more.data && more.data.tiles.length > view.tiles.length ? more.data.tiles : view.tiles).slice(0, wanted);
  const headingId = `games-${view.group}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-group={view.group}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t(`groups.${view.titleKey}` as Parameters<typeof t>[0])}
        </h2>
        {view.seeAllHref && (
          <Link to={view.seeAllHref} className={styles.seeAll} aria-describedby={headingId}>
            {t('seeAll')}
          </Link>
        )}
      </div>
      <ul className={view.limited ? styles.slider : styles.grid}>
        {tiles.map((game, index) => (
          <li key={game.slug}>
            <GameTile game={game} eager={index < eagerTiles} />
          </li>
        ))}
      </ul>
      {!view.limited && tiles.length < view.total && (
        <button type="button" className={`button button-secondary ${styles.more}`} disabled={more.isFetching} onClick={() => ui.growViewSize(key, GROUP_PAGE_SIZE)}>
          {t('showMore')}
        </button>
      )}
    </section>
  );
}
