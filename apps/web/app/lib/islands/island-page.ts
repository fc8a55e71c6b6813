import type { AccountEndpoints, PageCulture, PublicSite } from '../public-site.ts';
import type { Messages } from '../i18n/messages.ts';

/** The services the browser calls itself for the visitor state. */
export interface VisitorServiceUrls {
  geo: string;
  currency: string;
  userContext: string;
  maintenance: string;
  /** The tracking collector (`POST {tracking}events`, features/tracking). */
  tracking: string;
}

/**
 * What every island of a page shares, sent once per page as a JSON data block: the same for
 * every visitor of the page (it is part of the cached document).
 */
export interface IslandPage {
  site: PublicSite;
  culture: PageCulture;
  /** The scopes of the page's islands and of the browser-only roots (README.md, message scopes). */
  messages: Partial<Messages>;
  /** The document's path (the shared-cache key is host and path, so this is safe to embed). */
  pathname: string;
  /**
   * The code page visits are reported with (spec/shell.md section 2): the route's page code with
   * its parameter values, `404` for a missing page. The same for every visitor of the page.
   */
  pageCode: string;
  /** The server's time, to the hour (the page is the same within the hour). */
  now: number;
  version: string;
  emulation: boolean;
  development: boolean;
  services: VisitorServiceUrls;
  /** The account widget's script, the voucher endpoint and the sibling sites' homes. */
  account: AccountEndpoints;
}

/** The page's data block: JSON that cannot close its <script> element or start a comment. */
export function islandPageJson(page: IslandPage): string {
  // One pass over the JSON (it is a page's largest attribute-free text, rendered for every request).
  return JSON.stringify(page).replace(UNSAFE_IN_SCRIPT, (char) => SCRIPT_ESCAPES[char]!);
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export const ISLAND_PAGE_ELEMENT_ID = 'mc-island-page';
