/** Longest query value the emulation parameters accept; anything longer is ignored. */
const MAX_LENGTH = 32;

/**
 * `dem` emulates today's date (spec/shell.md section 4): `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`
 * (UTC). Anything else is ignored, so a malformed value can never break a page.
 */
export function parseEmulatedDate(value: string | null | undefined): number | null {
  if (!value || value.length > MAX_LENGTH) return null;
  const found = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!found) return null;
  const [, y, m, d, hh = '12', mm = '00'] = found;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm));
  const check = new Date(time);
  if (check.getUTCFullYear() !== Number(y) || check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) return null;
  if (Number(hh) > 23 || Number(mm) > 59) return null;
  return time;
}

/** `gl` emulates the visitor's country: a two-letter code, or nothing. */
export function parseEmulatedCountry(value: string | null | undefined): string | null {
  if (!value || !/^[A-Za-z]{2}$/.test(value)) return null;
  return value.toUpperCase();
}

/**
 * `gl` where emulation is on: a country (`SE`) or a region of one (`CA-ON`, `IN-TG`), as the
 * geo service takes it (upper case); anything else emulates nothing.
 */
export function parseEmulatedLocation(value: string | null | undefined): string | null {
  const [country, region, ...rest] = (value ?? '').split('-');
  const iso2 = parseEmulatedCountry(country);
  if (!iso2 || rest.length > 0) return null;
  if (region === undefined) return iso2;
  return /^[A-Za-z0-9]{1,3}$/.test(region) ? `${iso2}-${region.toUpperCase()}` : null;
}
