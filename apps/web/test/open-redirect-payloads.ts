/**
 * Open-redirect and link-injection payloads for the bad-input tests (issue 8, item 6): values a
 * crafted link may carry in `dl`, `r`, `bt`, `to` or any other parameter that could end up in
 * a Location header or a link. Each entry is the parameter's decoded value; the tests send it
 * percent-encoded (and, where HTTP allows, raw). Every payload aims off the site (at
 * `evil.example`, another origin or a script scheme); none may ever take a visitor there.
 *
 * Sources: the usual open-redirect bypass lists (scheme-relative forms, backslashes, encoded and
 * double-encoded slashes, whitespace and control-character prefixes that URL parsers strip,
 * userinfo tricks, Unicode look-alikes of `/` and `.`, script and data schemes).
 */

/** The host every payload aims at. */
export const EVIL_HOST = 'evil.example';

const SCHEME_RELATIVE = [
  '//evil.example',
  '//evil.example/',
  '//evil.example/online-slots/',
  '//evil.example/%2e%2e',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/\\/evil.example',
  '/\\\\evil.example',
  '//\\evil.example',
  '/ /evil.example',
  '//evil.example?',
  '//evil.example#',
  '//evil.example:80',
  '//evil.example:443/',
  '//evil.example%2f%2e%2e',
  '/.//evil.example',
  '/..//evil.example',
  '/../evil.example',
  '/a/..//evil.example',
  '/./\\evil.example',
];

const ENCODED = [
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%2Fevil.example',
  '%2F/evil.example',
  '/%2F/evil.example',
  '%5C%5Cevil.example',
  '/%5Cevil.example',
  '%5C/evil.example',
  '/%5C/evil.example',
  '%2F%5Cevil.example',
  '%252F%252Fevil.example',
  '/%252Fevil.example',
  '%255C%255Cevil.example',
  '%25252F%25252Fevil.example',
  '/%2e%2e//evil.example',
  '/%2e%2e/%2fevil.example',
  '/.%2e/%2fevil.example',
  '%2e%2e%2f%2fevil.example',
  '%68%74%74%70%73%3a%2f%2fevil.example',
  '%2F%2F%65%76%69%6C%2E%65%78%61%6D%70%6C%65',
  '/%40evil.example',
  '%40evil.example',
  '/%C0%AF/evil.example',
  '%C0%AF%C0%AFevil.example',
  '%E0%80%AF%E0%80%AFevil.example',
  '%EF%BC%8F%EF%BC%8Fevil.example',
];

/** Characters that WHATWG URL parsing strips (leading C0 controls and spaces, tabs and newlines anywhere). */
const STRIPPED = [
  '%09//evil.example',
  '/%09/evil.example',
  '%0a//evil.example',
  '/%0a/evil.example',
  '%0d//evil.example',
  '%0d%0a//evil.example',
  '/%0d%0a/evil.example',
  '%00//evil.example',
  '/%00/evil.example',
  '%20//evil.example',
  '\t//evil.example',
  '\n//evil.example',
  '\r\n//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '\u0001//evil.example',
  '\u000b//evil.example',
  '\f//evil.example',
  '\u001f//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\u00a0//evil.example',
  '\u3000//evil.example',
  '\ufeff//evil.example',
  '\u2028//evil.example',
  '\u200b//evil.example',
];

const SCHEMES = [
  'https://evil.example',
  'http://evil.example/',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'http:\\evil.example',
  'https:/\\evil.example',
  'ftp://evil.example/',
  'ws://evil.example/',
  'wss://evil.example/',
  'file:///etc/passwd',
  'blob:https://evil.example/x',
  'view-source:https://evil.example',
  'intent://evil.example#Intent;scheme=https;end',
  'mailto:attacker@evil.example',
  'tel:+15550100',
  'sms:+15550100',
  '//evil.example/%0d%0aLocation:%20https://evil.example',
];

const SCRIPT = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  'javascript:window.__pwned=1',
  'javascript://evil.example/%0aalert(1)',
  'javascript://%0aalert(1)',
  'javascript:/*//evil.example*/alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java%09script:alert(1)',
  'java%0ascript:alert(1)',
  'javascript%3Aalert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  'javascript\u0000:alert(1)',
  'ｊａｖａｓｃｒｉｐｔ:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<b>x</b>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  ' data:text/html,x',
  'vbscript:msgbox(1)',
  'VBScript:MsgBox(1)',
];

const USERINFO = [
  '@evil.example',
  '/@evil.example',
  '//@evil.example',
  'http://site@evil.example',
  'https://mcuk.localhost@evil.example',
  '//mcuk.localhost@evil.example',
  'https://mondocasino-uk.example@evil.example/',
  'https://evil.example\\@mcuk.localhost',
  'https://evil.example#@mcuk.localhost',
  'https://evil.example?@mcuk.localhost',
  '//evil.example%23@mcuk.localhost',
  'https://mcuk.localhost.evil.example/',
  'https://evil.example/mcuk.localhost/',
  '//evil.example\\.mcuk.localhost',
  '//evil.example%00.mcuk.localhost',
];

const LOOKALIKES = [
  '／／evil.example',
  '\u2215\u2215evil.example',
  '\u2044\u2044evil.example',
  '\uff3c\uff3cevil.example',
  '//evil。example',
  '//evil%E3%80%82example',
  '//ｅｖｉｌ.example',
  '\u202e//evil.example',
  '//evil.example\u202e',
  '//xn--evil-example.example',
  '/\u3000/evil.example',
  '//evil.example\u0000',
  '//2130706433/',
  '//0x7f000001/',
  '//0177.0.0.1/',
  '//127.1/',
  '//[::1]/',
  'http://0/',
];

const MARKUP = [
  '"><script>alert(1)</script>',
  '\'"><img src=x onerror=alert(1)>',
  '</script><script>window.__pwned=1</script>',
  '"onmouseover="alert(1)',
  "' autofocus onfocus='alert(1)",
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '/\r\nSet-Cookie: pwned=1',
  '/%0d%0aSet-Cookie:%20pwned=1',
  '/%E5%98%8A%E5%98%8DSet-Cookie:pwned=1',
];

const LONG = ['/' + 'a'.repeat(300) + '//evil.example', '//evil.example/' + 'a'.repeat(5000), '/'.repeat(200) + 'evil.example'];

/** Every payload, de-duplicated, in a stable order. */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  ...new Set([...SCHEME_RELATIVE, ...ENCODED, ...STRIPPED, ...SCHEMES, ...SCRIPT, ...USERINFO, ...LOOKALIKES, ...MARKUP, ...LONG]),
];

/** `count` payloads evenly spread over the list: a deterministic sample that covers each family. */
export function samplePayloads(count: number): string[] {
  const step = Math.max(1, Math.floor(OPEN_REDIRECT_PAYLOADS.length / count));
  return OPEN_REDIRECT_PAYLOADS.filter((_, index) => index % step === 0).slice(0, count);
}

/** Can the value travel unencoded in an HTTP request target (Node's client refuses spaces, controls and non-Latin-1)? */
export function isRawSafe(value: string): boolean {
  return /^[\x21-\x7e]*$/.test(value) && !value.includes('#') && !value.includes('&');
}

/**
 * Where a URL (an attribute value or a Location header, HTML entities already decoded) takes a
 * browser from a page at `base`: its origin for http(s), else its scheme (`javascript:`,
 * `data:` …); null when a browser could not parse it either. Resolved the way a browser does
 * (WHATWG URL: backslashes as slashes, tabs and newlines dropped, leading controls trimmed).
 */
export function destinationOf(url: string, base: string): string | null {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.origin : resolved.protocol;
  } catch {
    return null;
  }
}

/** Schemes that run code or content in the page's name: never a link target. */
export const SCRIPT_SCHEMES = ['javascript:', 'data:', 'vbscript:', 'blob:', 'file:', 'view-source:', 'intent:'];
