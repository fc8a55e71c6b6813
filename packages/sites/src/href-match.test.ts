import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITES } from './default-sites.ts';
import { HrefError, href, hrefDynamic, tryHref } from './href.ts';
import { buildQuery } from './query-string.ts';
import { match } from './match.ts';
import { ROUTES } from './routes.ts';
import type { Culture, Site } from './site-schema.ts';

const sites: readonly Site[] = DEFAULT_SITES;
const pairs = sites.flatMap((site) => site.cultures.map((culture) => ({ site, culture })));
const siteOf = (code: string) => sites.find((s) => s.localCode === code)!;
const cultureOf = (code: string): Culture => pairs.find((p) => p.culture.code === code)!.culture;

/** Static segments a parameter value may not take: it would address the static sibling instead. */
const reserved = new Set(
  [...ROUTES.values()].flatMap((route) => [...route.patterns.values()].flatMap((p) => p.split('/').filter((s) => s && !s.startsWith(':')))),
);
const paramValue = fc
  .oneof(
    fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/),
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
  )
  .filter((value) => value !== '.' && value !== '..' && !reserved.has(value));

describe('href and match', () => {
  it('match(href(route, params)) gives back the route and params for every route × culture', () => {
    const cases = pairs.flatMap(({ site, culture }) =>
      [...ROUTES.values()].filter((route) => route.patterns.has(culture.code)).map((route) => ({ site, culture, route })),
    );
    expect(cases.length).toBeGreaterThan(300);
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.array(paramValue, { minLength: 3, maxLength: 3 }), ({ site, culture, route }, values) => {
        const params = Object.fromEntries(route.paramNames.map((name, i) => [name, values[i]!]));
        const url = hrefDynamic({ route: route.key, culture, params });
        expect(url.endsWith('/')).toBe(true);
        const result = match(site, new URL(url, 'https://x.example').pathname);
        expect(result.kind).toBe('page');
        if (result.kind !== 'page') return;
        expect(result.route.key).toBe(route.key);
        expect(result.culture.code).toBe(culture.code);
        expect(result.params).toEqual(params);
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on random paths', () => {
    const segment = fc.oneof(fc.string(), fc.constantFrom('%', '%E0%A4%A', '..', '.', 'en-CA', 'online-slots', '%2F', ''));
    fc.assert(
      fc.property(fc.constantFrom(...sites), fc.array(segment, { maxLength: 6 }), fc.boolean(), (site, segments, slash) => {
        const path = `/${segments.join('/')}${slash ? '/' : ''}`;
        const result = match(site, path);
        expect(['page', 'redirect', 'not-found']).toContain(result.kind);
        if (result.kind === 'redirect') expect(result.location.startsWith('/') && !result.location.startsWith('//')).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('strips the locale prefix and redirects a missing trailing slash', () => {
    const mc = siteOf('MC');
    expect(match(mc, '/en-CA/live-casino/')).toMatchObject({ kind: 'page', culture: { code: 'en-CA' } });
    expect(match(mc, '/en-CA/live-casino')).toEqual({ kind: 'redirect', culture: cultureOf('en-CA'), location: '/en-CA/live-casino/' });
    expect(match(mc, '/en-CA')).toMatchObject({ kind: 'redirect', location: '/en-CA/' });
    expect(match(mc, '/online-slots/book-of-dead')).toMatchObject({ kind: 'redirect', location: '/online-slots/book-of-dead/' });
    expect(match(mc, '/no-such-page')).toMatchObject({ kind: 'not-found', pageCode: '404' });
  });

  it('gives 404 for a route excluded in the culture, never a fallback page', () => {
    expect(match(siteOf('MCDE'), '/live-casino/')).toMatchObject({ kind: 'not-found', pageCode: '404' });
    expect(match(siteOf('MCUK'), '/casino-en-vivo/')).toMatchObject({ kind: 'not-found' });
    expect(match(siteOf('MCES'), '/live-casino/')).toMatchObject({ kind: 'not-found' });
    expect(match(siteOf('MCUK'), '/en-CA/')).toMatchObject({ kind: 'not-found' });
    expect(match(siteOf('MCDK'), '/promotions/')).toMatchObject({ kind: 'not-found' });
  });

  it('substitutes parameter values into page codes', () => {
    expect(match(siteOf('MCUK'), '/online-slots/starburst/')).toMatchObject({ pageCode: 'onlineSlotsGame/starburst' });
    expect(match(siteOf('MCUK'), '/blog/slots/top-ten/')).toMatchObject({ pageCode: 'blogPost/slots/top-ten' });
    expect(match(siteOf('MCUK'), '/')).toMatchObject({ pageCode: 'home' });
  });

  it('builds prefixed, absolute, query and hash URLs', () => {
    const enCA = cultureOf('en-CA');
    expect(href({ route: 'home', culture: enCA })).toBe('/en-CA/');
    expect(href({ route: 'onlineSlotsGame', culture: enCA, params: { gameSlug: 'a b/c' } })).toBe('/en-CA/online-slots/a%20b%2Fc/');
    expect(href({ route: 'home', culture: cultureOf('en'), origin: 'https://www.mondocasino.example', query: { bt: 'x', r: '' }, hash: 'search' })).toBe(
      'https://www.mondocasino.example/?bt=x#search',
    );
  });

  it('refuses routes a culture does not have and missing parameters', () => {
    expect(() => href({ route: 'liveCasino', culture: cultureOf('de-DE') })).toThrowError(HrefError);
    expect(tryHref({ route: 'liveCasino', culture: cultureOf('de-DE') })).toBeNull();
    expect(tryHref({ route: 'nonexistent', culture: cultureOf('en') })).toBeNull();
    expect(tryHref({ route: 'onlineSlotsGame', culture: cultureOf('en'), params: {} })).toBeNull();
    expect(tryHref({ route: 'onlineSlotsGame', culture: cultureOf('en'), params: { gameSlug: '..' } })).toBeNull();
  });

  it('leaves empty query values out and repeats arrays per non-empty item', () => {
    expect(buildQuery({ a: '', b: undefined, c: null, d: 'x', e: ['1', '', '2', undefined] })).toBe('d=x&e=1&e=2');
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.array(fc.option(fc.string()))), (query) => {
        const parsed = new URLSearchParams(buildQuery(query));
        for (const [name, values] of Object.entries(query)) {
          expect(parsed.getAll(name)).toEqual(values.filter((v): v is string => v !== null && v !== ''));
        }
      }),
    );
  });
});
