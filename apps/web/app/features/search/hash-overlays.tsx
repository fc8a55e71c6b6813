import { useState } from 'react';
import { useRootData } from '../../lib/use-root-data.ts';
import { GameOverlay } from './game-overlay.tsx';
import { overlayFromHash } from './hash-overlay-state.ts';
import { SearchDialog } from './search-dialog.tsx';
import { useHash } from './use-hash.ts';

/** The overlays the address hash opens: game search and the game page overlay. */
export function HashOverlays() {
  const { site, culture } = useRootData();
  const { hash, close } = useHash();
  const [query, setQuery] = useState('');
  const overlay = overlayFromHash(hash);
  if (overlay.kind === 'search') return <SearchDialog culture={culture.code} query={query} onQuery={setQuery} onClose={close} />;
  if (overlay.kind === 'game') return <GameOverlay key={overlay.slug} culture={culture.code} slug={overlay.slug} platformUrl={site.platformUrl} onClose={close} />;
  return null;
}
