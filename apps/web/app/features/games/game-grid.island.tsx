import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { resourceUrls } from '../../lib/resource-urls.ts';
import { useStore } from '../../lib/state/use-store.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';
import { GameGroupFrame } from './game-group-frame.tsx';
import { gridSizeKey } from './game-grid-trigger.ts';
import styles from './game-group-section.module.css';
import { GROUP_PAGE_SIZE, type GameGroupView, type GameTileData } from './game-view.ts';

/**
 * An unlimited game group (an island): a grid whose "show more" fetches the next games; the
 * grown size is kept for the visit (spec/shell.md section 9), so coming back shows as many.
 */
export function GameGrid({ view, eagerTiles = 0 }: { view: GameGroupView; eagerTiles?: number }) {
  const t = useTranslations('gameTiles');
  const { culture } = useIslandPage();
  const ui = useUiStore();
  const key = gridSizeKey(view.group);
  const wanted = GROUP_PAGE_SIZE + useStore(ui, (s) => s.componentsPersistedViewSize[key] ?? 0);
  const more = useQuery({
    queryKey: ['game-group', culture.code, view.group, view.filterQuery ?? '', wanted],
    enabled: wanted > view.tiles.length && view.total > view.tiles.length,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const response = await fetch(resourceUrls.gameGroup(culture.code, view.group, wanted, view.filterQuery), { signal });
      if (!response.ok) throw new Error(`games ${response.status}`);
      return (await response.json()) as { total: number; tiles: GameTileData[] };
    },
  });
  const tiles = (more.data && more.data.tiles.length > view.tiles.length ? more.data.tiles : view.tiles).slice(0, wanted);
  // The next games did not come after the query's retries: the visitor is told, and the same
  // button asks for the same games again rather than for yet more.
  const failed = more.isError && !more.isFetching;
  return (
    <GameGroupFrame view={view} tiles={tiles} eagerTiles={eagerTiles}>
      {failed && (
        <p className={styles.moreUnavailable} role="alert">
          {t('moreUnavailable')}
        </p>
      )}
      {tiles.length < view.total && (
        <button
          type="button"
          className={`button button-secondary ${styles.more}`}
          disabled={more.isFetching}
          onClick={() => (failed ? void more.refetch() : ui.growViewSize(key, GROUP_PAGE_SIZE))}
        >
          {t('showMore')}
        </button>
      )}
    </GameGroupFrame>
  );
}
