import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { ROUTES } from '@mc/sites/routes';
import fc from 'fast-check';
import { OPEN_REDIRECT_PAYLOADS } from './open-redirect-payloads.ts';

/**
 * Hostile request targets for the bad-input tests (issue 8, item 6), as fast-check arbitraries:
 * paths built from the routes' own segments, traversal and encoding tricks, non-ASCII and
 * overlong segments; query strings of the player and emulation parameters with malformed,
 * overlong and open-redirect values, encoded properly, raw or bare. Every target stays under
 * Node's 16 KB request-head limit, so the app, not the HTTP parser, answers it.
 */
const encodeAll = (value: string) => encodeURIComponent(value);
/** Keeps what Node's client can send raw (`%`, `\`, quotes, angle brackets…), percent-encodes the rest. */
const requestSafe = (value: string) => value.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
/** Static segments of every route pattern in every culture, and the culture prefixes. */
const ROUTE_SEGMENTS = [
  ...new Set(
    [...ROUTES.values()].flatMap((route) => [...route.patterns.values()].flatMap((pattern) => pattern.split('/').filter((s) => s && !s.startsWith(':')))),
  ),
  ...DEFAULT_SITES.flatMap((site) => site.cultures.map((culture) => culture.route.slice(1)).filter(Boolean)),
];
const HOSTILE_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '.%2e',
  '%zz',
  '%',
  '%%',
  '%2',
  '%g0',
  '%2f',
  '%2F%2F',
  '%5c',
  '%5C%5C',
  '\\',
  '%00',
  '%0d%0a',
  '%09',
  '%20',
  '+',
  '%C0%AF',
  '%C0%AE%C0%AE',
  '%E2%80%AE',
  '%EF%BF%BD',
  '%F0%9F%98%80',
  '%FF',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%E0%80%80',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '<script>alert(1)</script>',
  '"onload="alert(1)',
  "'",
  '`',
  '{{7*7}}',
  '${7*7}',
  '|',
  '^',
  '[',
  ']',
  '{',
  '}',
  ';',
  ',',
  '~',
  '*',
  '$',
  '!',
  '@evil.example',
  'evil.example',
  '..;',
  '%252e%252e',
  '%252f',
  'index.html',
  'web.config',
  '.env',
  '.git',
  '_.data',
  'x.data',
  '__manifest',
  '__proto__',
  'constructor',
  'prototype',
  'EN-ca',
  'EN-GB',
  'Online-Slots',
  'BLOG',
  'es-ES',
  'en-ROW',
  'en',
  'promotions',
  'leaderboard',
  'preview',
  'game',
  'post',
  'restricted',
  'france',
  'a'.repeat(2000),
  '-'.repeat(300),
  'ñandú',
  'ü',
  '日本語',
  '😀',
  '\u202e',
].map((value) => requestSafe(value));

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ROUTE_SEGMENTS) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }).map(encodeAll) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 24 }).map(requestSafe) },
  { weight: 1, arbitrary: fc.integer({ min: 500, max: 6000 }).map((n) => 'x'.repeat(n)) },
);
const separator = fc.constantFrom('/', '/', '/', '/', '//', '\\', '/./', '/../', '%2F', '/%2e%2e/');
/** A request target: prefix, segments with separators, then an ending (slash, data suffix, query or fragment marker). */
export const hostilePath = fc
  .tuple(
    fc.constantFrom('/', '/', '/', '//', '/\\', '/en-CA/', '/fr-CA/', '/./', '/../'),
    fc.array(fc.tuple(segment, separator), { maxLength: 6 }),
    fc.constantFrom('', '/', '/', '//', '.data', '/_.data', '?', '#account/login', '%', '/%zz'),
  )
  .map(([prefix, parts, end]) => (prefix + parts.map(([s, sep], i) => (i === parts.length - 1 ? s : s + sep)).join('') + end).slice(0, 12_000));

export const PLAYER_PARAMS = ['gl', 'dem', 'bt', 'r', 'dl', 'aname', 'prid'] as const;
const MALFORMED_VALUES = [
  'not-a-date',
  '99999-99-99',
  '2025-02-30',
  '2025-13-01',
  '2025-12-24T25:61',
  '2025-12-24T12:00:00Z',
  '0000-00-00',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  '',
  ' ',
  '[]',
  '{}',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'toString',
  'gb',
  'ZZ',
  'GBR',
  'g',
  'CA-ON',
  'xx-XX',
  '12',
  '%',
  '%zz',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE games; --",
  'halloween-bonus',
  'vip-invite',
  'hostile-markup',
  '/online-slots/',
];
const paramValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...OPEN_REDIRECT_PAYLOADS) },
  { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_VALUES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 32 }) },
  { weight: 1, arbitrary: fc.integer({ min: 257, max: 10_240 }).map((n) => 'A'.repeat(n)) },
);
const paramName = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...PLAYER_PARAMS) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) });
/** A query string: player and emulation parameters (often repeated) with hostile values, encoded properly, raw (invalid `%`) or as `+`. */
export const hostileQuery = fc
  .array(fc.tuple(paramName, paramValue, fc.constantFrom('component', 'raw', 'bare')), { minLength: 1, maxLength: 6 })
  .map((pairs) => {
    const parts = pairs.map(([name, value, mode]) => {
      const key = encodeURIComponent(name);
      if (mode === 'bare') return key;
      return `${key}=${mode === 'raw' ? requestSafe(value).replace(/[&#]/g, encodeURIComponent) : encodeURIComponent(value)}`;
    });
    // Node refuses request heads over 16 KB (431 before the app sees them): keep one overlong value at most.
    while (parts.join('&').length > 12_000) parts.splice(parts.indexOf(parts.reduce((a, b) => (b.length > a.length ? b : a))), 1);
    return `?${parts.join('&')}`;
  });
