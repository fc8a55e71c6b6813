/**
 * The voucher step after a registration (spec/shell.md section 2, spec/catalogue.md section 8):
 * the site API's voucher status (`GET {apiHost}v1/voucher?brand_local_code&voucher&username`)
 * and what the dialog says for it (docs/player-journey.md).
 *
 * | status | meaning | message key |
 * |---|---|---|
 * | 1 | accepted | `success` (title, subtitle, footer) |
 * | 0 | invalid | `errors.invalid` ('Insert a valid code!'; en-GB: 'Sorry this code isn't right, please try again!') |
 * | 2 | already used | `errors.used` ('This code has already been used!') |
 * | 3 | expired | `errors.expired` |
 * | -1 | any failure (network, status, body): the spec's fallback | `errors.unknown` ('Unknown failure occurred.': the spec's typo corrected, docs/glossary.md) |
 *
 * Any other number is treated as -1: a status the page does not know is not a success.
 */
export type VoucherOutcome = 'accepted' | 'invalid' | 'used' | 'expired' | 'unknown';

export const VOUCHER_FALLBACK = -1;

export function voucherOutcome(status: number): VoucherOutcome {
  switch (status) {
    case 1:
      return 'accepted';
    case 0:
      return 'invalid';
    case 2:
      return 'used';
    case 3:
      return 'expired';
    default:
      return 'unknown';
  }
}

/** The message key of an outcome, under the `voucher` scope. */
export function voucherMessageKey(outcome: Exclude<VoucherOutcome, 'accepted'>): `errors.${typeof outcome}` {
  return `errors.${outcome}`;
}

/** A code as the site API accepts it; anything else is invalid without a call. */
export const VOUCHER_CODE = /^[A-Za-z0-9-]{1,32}$/;

export interface VoucherQuery {
  url: string;
  brand: string;
  code: string;
  username: string;
}

/** The status number, or -1 on any failure (never throws: the dialog always has something to say). */
export async function fetchVoucherStatus(query: VoucherQuery, fetchImpl: typeof fetch = fetch, timeoutMs = 5000): Promise<number> {
  const code = query.code.trim();
  if (!VOUCHER_CODE.test(code)) return 0;
  try {
    const url = new URL(query.url);
    url.search = new URLSearchParams({ brand_local_code: query.brand, voucher: code, username: query.username }).toString();
    const response = await fetchImpl(url.toString(), { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok || !/^application\/json/.test(response.headers.get('Content-Type') ?? '')) return VOUCHER_FALLBACK;
    const body: unknown = await response.json();
    return typeof body === 'number' && Number.isInteger(body) ? body : VOUCHER_FALLBACK;
  } catch {
    return VOUCHER_FALLBACK;
  }
}
