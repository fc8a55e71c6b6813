// The hash overlays (search, the game overlay) as the address hash names them: read by the
// watcher every page starts (overlay-watcher.ts) and by the overlays once they are loaded.

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
