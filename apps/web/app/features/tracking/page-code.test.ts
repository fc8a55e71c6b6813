import fc from 'fast-check';
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { tryHref } from '@mc/sites/href';
import { match } from '@mc/sites/match';
import { ROUTES } from '@mc/sites/routes';
import { describe, expect, it } from 'vitest';

// Page codes (spec/shell.md section 2) over the real route table: what page visits are reported with.
const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/).filter((value) => value.length <= 40);

const cases = DEFAULT_SITES.flatMap((site) =>
  site.cultures.flatMap((culture) =>
    [...ROUTES.values()].filter((route) => route.patterns.has(culture.code) && route.paramNames.length > 0).map((route) => ({ site, culture, route })),
  ),
);

describe('page codes', () => {
  it('has parameterised routes to check', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  it('substitute the parameter values for the names of a parameterised route', () => {
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.array(slug, { minLength: 3, maxLength: 3 }), ({ site, culture, route }, values) => {
        const params = Object.fromEntries(route.paramNames.map((name, index) => [name, values[index % values.length]!]));
        const path = tryHref({ route: route.key, culture, params });
        fc.pre(path !== null);
        const found = match(site, new URL(path!, 'https://x.example').pathname);
        fc.pre(found.kind === 'page' && found.route.key === route.key);
        if (found.kind !== 'page') return;
        expect(found.pageCode).not.toMatch(/:[A-Za-z]/);
        for (const name of route.paramNames) expect(found.pageCode).toContain(params[name]);
      }),
      { numRuns: 300 },
    );
  });

  it('report a missing page as 404 on every site', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEFAULT_SITES), slug, (site, value) => {
        expect(match(site, `/no-such-area-${value}/deeper/still/`)).toMatchObject({ kind: 'not-found', pageCode: '404' });
      }),
    );
  });
});
