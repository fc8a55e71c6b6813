import type { PageCulture, PublicSite } from '../public-site.ts';
import type { Messages } from '../i18n/messages.ts';

/**
 * Message scopes the islands translate with (an area, or `area.key` for part of one). A page
 * sends only these to the browser, and islands render with only these on the server too, so a
 * key an island uses outside them shows up as a hydration mismatch in the browser tests.
 */
export const ISLAND_MESSAGE_SCOPES = [
  'frame',
  'account',
  'menus',
  'routes',
  'errors.renderError',
  'cta',
  'banners',
  'gameTiles',
  'search',
  'pwa',
  'promotions.winners',
  'promotions.winnersTable',
  'blog.newsletter',
  'blog.shown',
  'blog.morePosts',
  'blog.readMore',
  'blog.publishedOn',
  'blog.readingTime',
  'blog.byAuthor',
  'info.help',
  'info.selfAssessment',
] as const;

/** The services the browser calls itself for the visitor state. */
export interface VisitorServiceUrls {
  geo: string;
  currency: string;
  userContext: string;
  maintenance: string;
}

/**
 * What every island of a page shares, sent once per page as a JSON data block: the same for
 * every visitor of the page (it is part of the cached document).
 */
export interface IslandPage {
  site: PublicSite;
  culture: PageCulture;
  messages: Partial<Messages>;
  /** The document's path (the shared-cache key is host and path, so this is safe to embed). */
  pathname: string;
  /** The server's time, to the hour (the page is the same within the hour). */
  now: number;
  version: string;
  emulation: boolean;
  development: boolean;
  services: VisitorServiceUrls;
}

type MessageTree = { readonly [key: string]: unknown };

/** The parts of `messages` the scopes name, in the same shape. */
export function pickMessages(messages: MessageTree, scopes: readonly string[]): MessageTree {
  const picked: Record<string, unknown> = {};
  for (const scope of scopes) {
    const [area, key] = scope.split('.', 2) as [string, string | undefined];
    const value = messages[area];
    if (value === undefined) continue;
    if (key === undefined) {
      picked[area] = value;
      continue;
    }
    const part = (value as MessageTree)[key];
    if (part === undefined) continue;
    const into = (picked[area] ??= {}) as Record<string, unknown>;
    into[key] = part;
  }
  return picked;
}

/** The page's data block: JSON that cannot close its <script> element or start a comment. */
export function islandPageJson(page: IslandPage): string {
  return JSON.stringify(page).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export const ISLAND_PAGE_ELEMENT_ID = 'mc-island-page';
