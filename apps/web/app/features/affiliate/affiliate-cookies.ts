import { AFFILIATE_ZONE_ID, validAname, validDynId } from '../../lib/affiliate-params.ts';
import { COOKIE_SLOTS, type CookieSlot } from '../../lib/storage/storage-keys.ts';

export interface AffiliateCookie {
  slot: CookieSlot;
  value: string;
}

/**
 * The affiliate cookies a landing URL asks for (spec/catalogue.md section 9): `Aname` and
 * `Zone_id` (always 1) when `aname` is valid, `Dyn_id` with it when `dyn_id` is valid too. A
 * `dyn_id` without an affiliate attributes nothing, so it is ignored; so is an invalid `aname`,
 * and then earlier cookies are left as they are (a broken link must not erase an attribution).
 */
export function affiliateCookies(search: string): AffiliateCookie[] {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return [];
  }
  const aname = validAname(params.get('aname'));
  if (!aname) return [];
  const cookies: AffiliateCookie[] = [
    { slot: COOKIE_SLOTS.affiliateName, value: aname },
    { slot: COOKIE_SLOTS.affiliateZone, value: AFFILIATE_ZONE_ID },
  ];
  const dynId = validDynId(params.get('dyn_id'));
  if (dynId) cookies.push({ slot: COOKIE_SLOTS.affiliateDynamicId, value: dynId });
  return cookies;
}

export const AFFILIATE_COOKIE_SLOTS: readonly CookieSlot[] = [COOKIE_SLOTS.affiliateName, COOKIE_SLOTS.affiliateDynamicId, COOKIE_SLOTS.affiliateZone];
