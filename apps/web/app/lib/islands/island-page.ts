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
  return scriptJson(page)!;
}

/**
 * `JSON.stringify`'s text with `<`, U+2028 and U+2029 escaped. Deep-frozen objects (the message
 * catalogues, shared by every request: i18n/load-messages.server.ts) are serialised once per
 * process: the data block was the largest text a page built per request (issue 19). Only an
 * object frozen all the way down is kept: a frozen one can still hold a child that changes.
 */
function scriptJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    const json = JSON.stringify(value) as string | undefined;
    return json === undefined ? undefined : json.replace(UNSAFE_IN_SCRIPT, escapeChar);
  }
  const kept = frozenJson.get(value);
  if (kept !== undefined) return kept;
  // Kept only if this object is frozen and every object in it was kept (frozen all the way down).
  let deepFrozen = Object.isFrozen(value);
  const part = (item: unknown) => {
    const json = scriptJson(item);
    if (deepFrozen && typeof item === 'object' && item !== null && !frozenJson.has(item)) deepFrozen = false;
    return json;
  };
  let json: string;
  if (Array.isArray(value)) {
    const items: string[] = [];
    // Indexed, not mapped: a hole is `null` in JSON, and map() would skip it.
    for (let i = 0; i < value.length; i++) items.push(part(value[i]) ?? 'null');
    json = `[${items.join(',')}]`;
  } else {
    const members: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      const itemJson = part(item);
      if (itemJson !== undefined) members.push(`${scriptJson(key)!}:${itemJson}`);
    }
    json = `{${members.join(',')}}`;
  }
  if (deepFrozen) frozenJson.set(value, json);
  return json;
}

const frozenJson = new WeakMap<object, string>();
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const escapeChar = (char: string) => SCRIPT_ESCAPES[char]!;

export const ISLAND_PAGE_ELEMENT_ID = 'mc-island-page';
