import type { Messages } from '../i18n/messages.ts';
import type { RootData } from '../use-root-data.ts';
import type { IslandPage } from './island-page.ts';

/**
 * The island page of a document, with every message the document has (the root's and the
 * page's): its islands each pick their own scopes, and the browser gets only those
 * (island-document.tsx).
 */
export function islandPageOf(root: RootData, pageMessages: Partial<Messages> | undefined, pathname: string): IslandPage {
  return {
    site: root.site,
    culture: root.culture,
    messages: { ...root.messages, ...pageMessages },
    pathname,
    pageCode: root.pageCode,
    now: root.now,
    version: root.version,
    emulation: root.emulation,
    development: root.development,
    services: root.services,
    account: root.account,
  };
}
