import { useState } from 'react';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { GameOverlay } from './game-overlay.tsx';
import type { HashOverlay } from './overlay-hash.ts';
import { SearchDialog } from './search-dialog.tsx';

let lastQuery = '';

/** The overlays the address hash opens: game search and the game page overlay. */
export default function HashOverlays({ overlay, close }: { overlay: Exclude<HashOverlay, { kind: 'none' }>; close: () => void }) {
  const { site, culture } = useIslandPage();
  // The query survives a trip to the game overlay and back (the search dialog remounts).
  const [query, setQuery] = useState(lastQuery);
  const onQuery = (value: string) => {
    lastQuery = value;
    setQuery(value);
  };
  if (overlay.kind === 'search') return <SearchDialog culture={culture} query={query} onQuery={onQuery} onClose={close} />;
  return <GameOverlay key={overlay.slug} culture={culture} slug={overlay.slug} platformUrl={site.platformUrl} onClose={close} />;
}
