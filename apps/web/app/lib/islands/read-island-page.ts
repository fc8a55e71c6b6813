import { ISLAND_PAGE_ELEMENT_ID, type IslandPage } from './island-page.ts';

/**
 * The page's island data block, or null when the document has none (the fatal error page) or
 * it is unreadable. The app writes its block after all content (island-document.tsx), so the
 * last block is the app's: markup that content slipped in earlier with the same id (an
 * escaping bug) cannot stand in for it.
 */
export function readIslandPage(): IslandPage | null {
  const blocks = document.querySelectorAll(`script[type="application/json"]#${ISLAND_PAGE_ELEMENT_ID}`);
  const text = blocks[blocks.length - 1]?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as IslandPage;
    return page && typeof page === 'object' && page.culture && page.site ? page : null;
  } catch {
    return null;
  }
}
