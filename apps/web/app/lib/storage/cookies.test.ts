import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_LIFETIME_MAX_SECONDS, cookieString, expiredCookieString, readCookie, removeCookie, writeCookie, type CookieJar } from './cookies.ts';
import { setStorageConsent } from './storage-consent.ts';
import { COOKIE_SLOTS } from './storage-keys.ts';

/** A jar that keeps what was written last per name, as `document.cookie` reads back. */
function fakeJar(): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair, ...attributes] = text.split('; ');
      const [name, value] = pair!.split('=') as [string, string];
      if (attributes.includes('Max-Age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

describe('cookies', () => {
  afterEach(() => setStorageConsent(() => false));

  it('builds the affiliate cookies with 30 days, the whole site, SameSite=Lax, and Secure over https', () => {
    expect(cookieString(COOKIE_SLOTS.affiliateName, 'partner_1', true)).toBe('Aname=partner_1; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
    expect(cookieString(COOKIE_SLOTS.affiliateZone, '1', false)).toBe('Zone_id=1; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(expiredCookieString(COOKIE_SLOTS.affiliateDynamicId, false)).toBe('Dyn_id=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax');
  });

  it('never lets a cookie outlive a year, and encodes what could end the cookie', () => {
    expect(cookieString({ name: 'x', category: 'necessary', maxAgeSeconds: 10 * COOKIE_LIFETIME_MAX_SECONDS }, 'a; b=c', false)).toBe(
      `x=a%3B%20b%3Dc; Max-Age=${COOKIE_LIFETIME_MAX_SECONDS}; Path=/; SameSite=Lax`,
    );
    expect(COOKIE_LIFETIME_MAX_SECONDS).toBe(31_536_000);
  });

  it('writes a cookie only with its category granted, and reads and removes it', () => {
    const jar = fakeJar();
    expect(writeCookie(COOKIE_SLOTS.affiliateName, 'p1', jar, false)).toBe(false);
    expect(jar.written).toEqual([]);
    setStorageConsent((category) => category === 'targeting');
    expect(writeCookie(COOKIE_SLOTS.affiliateName, 'p1', jar, false)).toBe(true);
    expect(readCookie(COOKIE_SLOTS.affiliateName, jar)).toBe('p1');
    removeCookie(COOKIE_SLOTS.affiliateName, jar, false);
    expect(readCookie(COOKIE_SLOTS.affiliateName, jar)).toBeNull();
  });

  it('treats a document that refuses cookies as nothing stored', () => {
    setStorageConsent(() => true);
    const refusing = {
      get cookie(): string {
        throw new Error('sandboxed');
      },
      set cookie(_text: string) {
        throw new Error('sandboxed');
      },
    };
    expect(writeCookie(COOKIE_SLOTS.affiliateName, 'p1', refusing, false)).toBe(false);
    expect(readCookie(COOKIE_SLOTS.affiliateName, refusing)).toBeNull();
    expect(() => removeCookie(COOKIE_SLOTS.affiliateName, refusing, false)).not.toThrow();
  });
});
