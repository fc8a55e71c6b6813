import { createContext, useContext, useState, type ReactNode } from 'react';
import { createUiStore, type UiStore } from './ui-store.ts';

const UiStoreContext = createContext<UiStore | null>(null);

/** One UI store per document (per render on the server), seeded with the server's time. */
export function UiStoreProvider({ now, children }: { now: number; children: ReactNode }) {
  const [store] = useState(() => createUiStore(now));
  return <UiStoreContext.Provider value={store}>{children}</UiStoreContext.Provider>;
}

export function useUiStore(): UiStore {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error('useUiStore outside UiStoreProvider');
  return store;
}
