import { lazy, Suspense } from 'react';
import { overlayFromHash } from './hash-overlay-state.ts';
import { useHash } from './use-hash.ts';

// Search (with its index library) and the game overlay load only when the hash asks for them.
const HashOverlays = lazy(() => import('./hash-overlays.tsx'));

/** Watches the address hash; mounts the search or game overlay when it names one. */
export function HashOverlaysGate({ navigated }: { navigated: number }) {
  const { hash, close } = useHash(navigated);
  const overlay = overlayFromHash(hash);
  if (overlay.kind === 'none') return null;
  return (
    <Suspense fallback={null}>
      <HashOverlays overlay={overlay} close={close} />
    </Suspense>
  );
}
