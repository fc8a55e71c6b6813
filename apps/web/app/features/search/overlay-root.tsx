import { lazy, Suspense } from 'react';
import type { IslandShared } from '../../lib/islands/island-root.tsx';
import { mountClientRoot, type ReportError } from '../../lib/islands/hydrate-island.tsx';
import { overlayFromHash } from './overlay-hash.ts';
import { useHash } from './use-hash.ts';

// Search (with its index library) and the game overlay load only when the hash asks for them.
const HashOverlays = lazy(() => import('./overlay-switch.tsx'));

/** The hash overlays' own root (search, game overlay), mounted the first time the hash names one. */
export function mountHashOverlays(shared: IslandShared, navigated: number, report: ReportError): void {
  mountClientRoot(shared, 'hash-overlays', <HashOverlaysGate navigated={navigated} />, report);
}

/** Watches the address hash; mounts the search or game overlay when it names one. */
function HashOverlaysGate({ navigated }: { navigated: number }) {
  const { hash, close } = useHash(navigated);
  const overlay = overlayFromHash(hash);
  if (overlay.kind === 'none') return null;
  return (
    <Suspense fallback={null}>
      <HashOverlays overlay={overlay} close={close} />
    </Suspense>
  );
}
