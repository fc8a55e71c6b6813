import { mayStore } from './storage-consent.ts';
import type { CookieSlot } from './storage-keys.ts';

/**
 * The longest any cookie of the site's own code may live (spec/shell.md section 9: "cookie
 * lifetime 1 year"), whatever a slot asks for.
 */
export const COOKIE_LIFETIME_MAX_SECONDS = 365 * 24 * 3600;

/** Cookie values are URI-encoded: no `;`, `,`, space or control character can end up in the header. */
export function cookieString(slot: CookieSlot, value: string, secure: boolean): string {
  const maxAge = Math.max(0, Math.min(slot.maxAgeSeconds, COOKIE_LIFETIME_MAX_SECONDS));
  return `${slot.name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The `document.cookie` text that deletes the slot's cookie (a past Expires too, for engines that ignore Max-Age=0). */
export function expiredCookieString(slot: CookieSlot, secure: boolean): string {
  return `${slot.name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** What the helpers need of the document (a test passes a fake). */
export interface CookieJar {
  cookie: string;
}

const isSecure = () => typeof location !== 'undefined' && location.protocol === 'https:';

/**
 * Writes a cookie of the page's own code, unless its category lacks consent. `Secure` wherever the
 * page is served over https (local http stacks would otherwise drop it). False when refused.
 */
export function writeCookie(slot: CookieSlot, value: string, jar: CookieJar = document, secure = isSecure()): boolean {
  if (!mayStore(slot.category)) return false;
  try {
    jar.cookie = cookieString(slot, value, secure);
    return true;
  } catch {
    // a sandboxed document refuses cookies: the value then holds for this page only
    return false;
  }
}

export function readCookie(slot: CookieSlot, jar: CookieJar = document): string | null {
  let text: string;
  try {
    text = jar.cookie;
  } catch {
    return null;
  }
  for (const part of text.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== slot.name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

export function removeCookie(slot: CookieSlot, jar: CookieJar = document, secure = isSecure()): void {
  try {
    jar.cookie = expiredCookieString(slot, secure);
  } catch {
    // nothing stored where cookies are refused
  }
}
