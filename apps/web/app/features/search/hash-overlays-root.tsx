import type { IslandShared } from '../../lib/islands/island-root.tsx';
import { mountClientRoot, type ReportError } from '../../lib/islands/hydrate-island.tsx';
import { HashOverlaysGate } from './hash-overlays-gate.tsx';

/** The hash overlays' own root (search, game overlay), mounted the first time the hash names one. */
export function mountHashOverlays(shared: IslandShared, navigated: number, report: ReportError): void {
  mountClientRoot(shared, 'hash-overlays', <HashOverlaysGate navigated={navigated} />, report);
}
