import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { hrefDynamic } from '@mc/sites/href';
import { ROUTES } from '@mc/sites/routes';
import { expect, test } from '@playwright/test';
import { loadSeedSamples, type SeedSamples } from '../test/sample-params.ts';
import { sampleParams } from '../test/sample-params.ts';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated } from './hydrated.ts';
import { E2E_PLATFORM_PORT, siteUrl } from './ports.ts';

/** Where each route is visited: MCUK's en-GB when it has the route, else the first culture that does. */
const PREFERRED = ['en-GB', 'es', 'de-DE', 'en', 'da', 'sv', 'fr-CA'];
const cultures = DEFAULT_SITES.flatMap((site) => site.cultures.map((culture) => ({ site, culture })));
/**
 * One route of each content type (the routes of a type render the same components with other
 * data; test/http/routes.http.test.ts renders every route in every culture), and the routes
 * whose page carries more than their type's first: the jackpots strip.
 */
const MORE_THAN_THEIR_TYPE = new Set(['jackpots']);
const routes = [...ROUTES.values()].filter(
  (route, index, all) => MORE_THAN_THEIR_TYPE.has(route.key) || all.findIndex((other) => other.contentType === route.contentType) === index,
);
const visits = routes.map((route) => {
  const where =
    PREFERRED.map((code) => cultures.find((c) => c.culture.code === code)).find((c) => c && route.patterns.has(c.culture.code)) ??
    cultures.find((c) => route.patterns.has(c.culture.code))!;
  return { route, ...where };
});

let samples: SeedSamples;
test.beforeAll(async () => {
  samples = await loadSeedSamples(
    `http://127.0.0.1:${E2E_PLATFORM_PORT}`,
    cultures.map((c) => ({ code: c.culture.code, site: c.site.localCode })),
  );
});

/**
 * The visits in a few tests of several pages each, one page per test: a fresh browser context
 * (and its cold cache) cost about as much CPU as a page load, and these visits only read.
 */
const PER_TEST = 6;
const chunks = Array.from({ length: Math.ceil(visits.length / PER_TEST) }, (_, index) => visits.slice(index * PER_TEST, (index + 1) * PER_TEST));

test.describe('a route of every content type renders in the browser', () => {
  for (const chunk of chunks) {
    test(chunk.map(({ route, culture }) => `${route.key} (${culture.code})`).join(', '), async ({ page }) => {
      for (const { route, site, culture } of chunk) {
        await test.step(`${route.key} (${culture.code})`, async () => {
          // A preview without its session is a 404 document, which Chromium logs as a failed load.
          const guard = guardConsole(page, route.contentType === 'preview' ? [/status of 404/] : []);
          const path = hrefDynamic({ route: route.key, culture, params: sampleParams(route, culture.code, samples) });
          const response = await gotoHydrated(page, siteUrl(site.localCode, path));
          // Previews answer 404 without the preview session (info.spec.ts opens them with it).
          const expected = route.contentType === 'preview' ? 404 : 200;
          expect(response?.status(), path).toBe(expected);
          await expect(page.locator('main h1').first()).toBeVisible();
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          guard.expectClean();
          guard.stop();
        });
      }
    });
  }
});
