import type { ReportError } from '../../lib/islands/hydrate-island.tsx';
import type { IslandShared } from '../../lib/islands/island-root.tsx';
import { overlayFromHash } from './overlay-hash.ts';

// Every page starts this watcher: no React here. React, the overlays' root (overlay-root.tsx) and
// the overlays themselves (overlay-switch.tsx) load only once the hash first names one.

/**
 * Watches the address hash until it first names an overlay (#search, #gamepage-…), then
 * loads the overlays (React, the search index library) and hands the hash over to them.
 */
export function startHashOverlays(shared: IslandShared, report: ReportError): void {
  let navigated = 0;
  const check = () => {
    if (overlayFromHash(window.location.hash).kind === 'none') return;
    window.removeEventListener('hashchange', onChange);
    import('./overlay-root.tsx')
      .then(({ mountHashOverlays }) => mountHashOverlays(shared, navigated, report))
      .catch((error: unknown) => report(error, 'hash overlays'));
  };
  const onChange = () => {
    navigated += 1;
    check();
  };
  window.addEventListener('hashchange', onChange);
  check();
}
