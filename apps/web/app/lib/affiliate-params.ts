/**
 * The affiliate query values (spec/shell.md section 9, spec/catalogue.md section 9): `aname`, the
 * affiliate that sent the visitor, and `dyn_id`, its own click or campaign id. Shared by the
 * player (which passes `aname` to the registration) and the affiliate cookies. Conservative on
 * purpose: values go into cookies, the registration record and the play platform's context, so
 * only short runs of URL- and cookie-safe characters pass; anything else is ignored.
 */
const ANAME = /^[A-Za-z0-9_.-]{1,64}$/;
const DYN_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function validAname(value: string | null | undefined): string | null {
  return value && ANAME.test(value) ? value : null;
}

export function validDynId(value: string | null | undefined): string | null {
  return value && DYN_ID.test(value) ? value : null;
}

/** The spec's zone id: every affiliate visit is attributed to zone 1. */
export const AFFILIATE_ZONE_ID = '1';
