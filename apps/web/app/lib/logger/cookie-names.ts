/** A cookie name as RFC 6265 allows it (a token); anything else is left out rather than passed on. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,64}$/;
/** At most this many names: the field is a hint for whoever reads the log, not an inventory. */
const MAX_NAMES = 40;

/**
 * The logger body's `Cookies` (spec/shell.md section 7): the NAMES of the cookies a request or
 * page carries, `; `-separated, never a value. A value may identify a visitor or a session (an
 * analytics id, an affiliate's tracking id), a name says only which features were at work.
 * Takes a `Cookie` header or `document.cookie`; idempotent (names in, the same names out).
 */
export function cookieNames(cookies: string | null | undefined): string {
  if (!cookies) return '';
  const names = new Set<string>();
  for (const pair of cookies.split(';')) {
    const name = (pair.includes('=') ? pair.slice(0, pair.indexOf('=')) : pair).trim();
    if (TOKEN.test(name) && names.size < MAX_NAMES) names.add(name);
  }
  return [...names].join('; ');
}
