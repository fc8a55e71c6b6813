/** Session key of the banner-tracking code (the spec does not name it). */
export const BT_STORAGE_KEY = 'xbt';
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

/** The stored code; corrupt storage reads as none (and is removed). */
export function readStoredBt(storage: Pick<Storage, 'getItem' | 'removeItem'> | null): BtCode | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(BT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<BtCode>;
    if (typeof value.code === 'string' && CODE.test(value.code)) return { code: value.code, r: typeof value.r === 'string' && R.test(value.r) ? value.r : null };
    storage.removeItem(BT_STORAGE_KEY);
  } catch {
    try {
      storage.removeItem(BT_STORAGE_KEY);
    } catch {
      // storage unavailable
    }
  }
  return null;
}

export function writeStoredBt(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, bt: BtCode | null): void {
  try {
    if (bt) storage?.setItem(BT_STORAGE_KEY, JSON.stringify(bt));
    else storage?.removeItem(BT_STORAGE_KEY);
  } catch {
    // private mode or full storage: the banner still works for this page
  }
}
