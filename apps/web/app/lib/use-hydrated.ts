import { startTransition, useEffect, useState } from 'react';

/** Set once the document's first hydration has committed: later mounts are interactive at once. */
let documentHydrated = false;

/**
 * False on the server and during hydration, true once the page is interactive.
 *
 * Not `useSyncExternalStore(…, () => true, () => false)`: after hydration React re-renders every
 * such component at sync priority in one uninterruptible task (measured as the largest single
 * task after hydration on the home page). Here the switch is a transition, rendered in slices
 * like hydration itself; components mounted after that (client navigation) start out true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(documentHydrated);
  useEffect(() => {
    documentHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
