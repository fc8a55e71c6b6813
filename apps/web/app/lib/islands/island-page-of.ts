import type { Messages } from '../i18n/messages.ts';
import type { RootData } from '../use-root-data.ts';
import { ISLAND_MESSAGE_SCOPES, pickMessages, type IslandPage } from './island-page.ts';

/** The island page of a document: the root's data, the page's messages (only the islands' scopes) and its path. */
export function islandPageOf(root: RootData, pageMessages: Partial<Messages> | undefined, pathname: string): IslandPage {
  return {
    site: root.site,
    culture: root.culture,
    messages: pickMessages({ ...root.messages, ...pageMessages }, ISLAND_MESSAGE_SCOPES) as Partial<Messages>,
    pathname,
    now: root.now,
    version: root.version,
    emulation: root.emulation,
    development: root.development,
    services: root.services,
  };
}
