import { createContext, useContext } from 'react';
import type { IslandPage } from './island-page.ts';

export const IslandPageContext = createContext<IslandPage | null>(null);

/** The page an island belongs to (site, culture, path, services): the same on server and client. */
export function useIslandPage(): IslandPage {
  const page = useContext(IslandPageContext);
  if (!page) throw new Error('useIslandPage outside an island');
  return page;
}
