import { ISLAND_PAGE_ELEMENT_ID, type IslandPage } from './island-page.ts';

/** The page's island data block, or null when the document has none (the fatal error page) or it is unreadable. */
export function readIslandPage(): IslandPage | null {
  const text = document.getElementById(ISLAND_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as IslandPage;
    return page && typeof page === 'object' && page.culture && page.site ? page : null;
  } catch {
    return null;
  }
}
