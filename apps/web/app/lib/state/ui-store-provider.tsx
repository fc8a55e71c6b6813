import { createContext, useContext, useSyncExternalStore } from 'react';
import { useIslandPage } from '../islands/island-page-context.ts';
import type { UiStore } from './ui-store.ts';

/**
 * The document's UI store: one per page in the browser, shared by every island (and by the
 * page's plain behaviours); a fresh one per island render on the server.
 */
export const UiStoreContext = createContext<UiStore | null>(null);

export function useUiStore(): UiStore {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error('useUiStore outside an island');
  return store;
}

/**
 * The context time (spec/shell.md: the Christmas flag, the banners' dates). Hydration renders
 * the server's time, so that it finds the markup the server sent, and the store's time takes
 * over right after: with `dem` the two differ, and an island that hydrated with the emulated
 * time at once left the server's markup standing where React saw no mismatch (the festive
 * ribbon with dem=2026-12-27 on 6 December).
 */
export function useContextTime(): number {
  const ui = useUiStore();
  const serverTime = useIslandPage().now;
  return useSyncExternalStore(
    ui.subscribe,
    () => ui.getState().contextTime,
    () => serverTime,
  );
}
