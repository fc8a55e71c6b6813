import type { ReportError } from '../../lib/islands/hydrate-island.tsx';
import type { IslandShared } from '../../lib/islands/island-root.tsx';

// The hash overlays (search, the game overlay) as the address hash names them, and the watcher
// every page starts: no React here. React, the overlays' root (hash-overlays-root.tsx) and the
// overlays themselves (hash-overlays.tsx) load only once the hash first names one.

/** What the address hash asks to show (spec/catalogue.md section 2). */
export type HashOverlay = { kind: 'none' } | { kind: 'search' } | { kind: 'game'; slug: string; fromSearch: boolean };

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

export function overlayFromHash(hash: string): HashOverlay {
  const value = hash.replace(/^#/, '');
  if (value === 'search') return { kind: 'search' };
  const found = /^(search-)?gamepage-(.+)$/.exec(value);
  if (found && SLUG.test(found[2]!)) return { kind: 'game', slug: found[2]!, fromSearch: Boolean(found[1]) };
  return { kind: 'none' };
}

export function gameOverlayHash(slug: string, fromSearch: boolean): string {
  return `#${fromSearch ? 'search-' : ''}gamepage-${slug}`;
}

/**
 * Watches the address hash until it first names an overlay (#search, #gamepage-…), then
 * loads the overlays (React, the search index library) and hands the hash over to them.
 */
export function startHashOverlays(shared: IslandShared, report: ReportError): void {
  let navigated = 0;
  const check = () => {
    if (overlayFromHash(window.location.hash).kind === 'none') return;
    window.removeEventListener('hashchange', onChange);
    import('./hash-overlays-root.tsx')
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
