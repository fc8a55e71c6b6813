import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while the island around it hydrates, true once it has: what only
 * the browser may show renders after that. Every island hydrates on its own schedule, so this
 * is per component, never a page-wide flag (an island hydrated later must start out as the
 * server rendered it).
 *
 * Not `useSyncExternalStore(…, () => true, () => false)`: after hydration React re-renders every
 * such component at sync priority in one uninterruptible task. Here the switch is a transition,
 * rendered in slices.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
