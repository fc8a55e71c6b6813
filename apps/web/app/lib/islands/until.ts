import type { Store } from '../state/create-store.ts';

/** Resolves the first time `test` holds for the store's state (at once if it already does). */
export function until<S>(store: Pick<Store<S>, 'getState' | 'subscribe'>, test: (state: S) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (test(store.getState())) return resolve();
    const stop = store.subscribe(() => {
      if (!test(store.getState())) return;
      stop();
      resolve();
    });
  });
}
