import { createContext, useContext } from 'react';
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
