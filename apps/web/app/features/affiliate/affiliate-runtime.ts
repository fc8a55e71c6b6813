import { removeCookie, writeCookie } from '../../lib/storage/cookies.ts';
import { AFFILIATE_COOKIE_SLOTS, affiliateCookies } from './affiliate-cookies.ts';

/** Writes the URL's valid affiliate values (each refused again should consent have gone meanwhile). */
export function writeAffiliateCookies(search: string): void {
  for (const { slot, value } of affiliateCookies(search)) writeCookie(slot, value);
}

export function removeAffiliateCookies(): void {
  for (const slot of AFFILIATE_COOKIE_SLOTS) removeCookie(slot);
}
