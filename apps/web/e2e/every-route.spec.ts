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
const visits = [...ROUTES.values()].map((route) => {
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

test.describe('every route of the table renders in the browser', () => {
  for (const { route, site, culture } of visits) {
    test(`${route.key} (${culture.code})`, async ({ page }) => {
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
    });
  }
});
