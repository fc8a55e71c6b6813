import { useSyncExternalStore } from 'react';
import type { Store } from './create-store.ts';

/** React binding: re-renders only when the selected value changes. */
export function useStore<S, T>(store: Store<S>, select: (state: S) => T, serverState?: S): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(serverState ?? store.getState()),
  );
}
