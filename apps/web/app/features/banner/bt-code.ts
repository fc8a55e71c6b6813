import { isJsonObject, STORAGE_SLOTS, storageKey } from '../../lib/storage/storage-keys.ts';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const R = /^[A-Za-z0-9_-]{1,64}$/;

export interface BtCode {
  code: string;
  r: string | null;
}

/** `?bt=code&r=x`: a valid code, or null; a malformed or overlong value is ignored. */
export function btFromQuery(search: string): BtCode | null {
  const params = new URLSearchParams(search);
  const code = params.get('bt');
  if (!code || !CODE.test(code)) return null;
  const r = params.get('r');
  return { code, r: r && R.test(r) ? r : null };
}

/** A stored code, as strict as the query's: a value that is not a valid code reads as none. */
function storedBt(value: unknown): BtCode | null {
  if (!isJsonObject(value) || typeof value.code !== 'string' || !CODE.test(value.code)) return null;
  return { code: value.code, r: typeof value.r === 'string' && R.test(value.r) ? value.r : null };
}

/** The visitor's code, kept for the visit: the bt banner follows them from page to page. */
export const BT_KEY = storageKey(STORAGE_SLOTS.bannerTracking, storedBt);
