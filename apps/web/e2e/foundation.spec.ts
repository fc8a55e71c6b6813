import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { hrefDynamic } from '@mc/sites/href';
import { match } from '@mc/sites/match';
import { ROUTES } from '@mc/sites/routes';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { httpGet } from '../test/http-get.ts';
import { E2E_WEB_PORT, siteUrl } from './ports.ts';
import { DESKTOP } from './viewports.ts';

const routeTitles = (locale: string) =>
  import(`../messages/${locale}/routes.json`, { with: { type: 'json' } }).then((m) => m.default as Record<string, string>);
const messageLocale = (code: string) => (code.startsWith('en') ? 'en-GB' : code);
/** The home page's title template of a locale (seo.json), falling back to en-GB like the app. */
const homeTitle = async (code: string, siteName: string) => {
  const load = (locale: string) =>
    import(`../messages/${locale}/seo.json`, { with: { type: 'json' } }).then((m) => (m.default as { homeTitle?: string }).homeTitle);
  const template = (await load(messageLocale(code)).catch(() => undefined)) ?? (await load('en-GB'))!;
  return template.replace('{siteName}', siteName);
};

for (const site of DEFAULT_SITES) {
  test(`${site.localCode} home page on ${site.localCode.toLowerCase()}.localhost`, async ({ page }) => {
    const response = await gotoHydrated(page, siteUrl(site.localCode));
    expect(response?.status()).toBe(200);
    const culture = site.cultures[0]!;
    await expect(page.locator('html')).toHaveAttribute('lang', culture.locale === 'en-ROW' ? 'en' : culture.code);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page).toHaveTitle(await homeTitle(culture.code, site.name));
    await expect(page.locator(`header a[aria-label*="${site.name}"]`)).toBeVisible();
  });

  for (const culture of site.cultures) {
    test(`${culture.code}: a localized route, an excluded route (404) and an unknown path (404)`, async ({ page }) => {
      const titles = await routeTitles(messageLocale(culture.code));
      const localized = hrefDynamic({ route: 'help', culture });
      const ok = await gotoHydrated(page, siteUrl(site.localCode, localized));
      expect(ok?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(titles.help!);

      const excludedRoute = [...ROUTES.values()].find((route) => {
        if (route.patterns.has(culture.code) || route.paramNames.length) return false;
        const path = culture.route + [...route.patterns.values()][0]!;
        return match(site, path).kind === 'not-found';
      })!;
      const excludedPath = culture.route + [...excludedRoute.patterns.values()][0]!;
      // The same 404 document as the unknown path's below, which the browser renders: fetched only.
      const missing = await httpGet(E2E_WEB_PORT, new URL(siteUrl(site.localCode)).host, excludedPath);
      expect(missing.status, `${excludedRoute.key} at ${excludedPath}`).toBe(404);
      expect(missing.body).toContain('data-page-code="404"');

      const unknown = await gotoHydrated(page, siteUrl(site.localCode, `${culture.route}/no-such-page-${culture.code}/`));
      expect(unknown?.status()).toBe(404);
      await expect(page.locator('[data-page-code="404"] h1')).toBeVisible();
    });
  }
}

test('links are plain document navigations to cacheable pages, and a page nobody touches runs no React', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await gotoHydrated(page, siteUrl('MCUK'));
  // The islands' runtime is small plain TypeScript: React arrives only with an island that needs it.
  expect(scripts.some((url) => /\/assets\/entry\.client-/.test(url))).toBe(true);
  expect(scripts.filter((url) => /\/assets\/(react-dom|hydrate-island)-/.test(url))).toEqual([]);
  const slots = page.getByRole('navigation', { name: 'Casino sections' }).getByRole('link', { name: 'Online Slots' });
  const [document] = await Promise.all([page.waitForResponse((response) => response.request().resourceType() === 'document'), slots.click()]);
  expect(document.status()).toBe(200);
  expect(document.headers()['cache-control']).toContain('s-maxage');
  await expect(page).toHaveURL(siteUrl('MCUK', '/online-slots/'));
  await expect(page.locator('h1')).toHaveText('Online Slots');
  await expect(page.getByRole('navigation', { name: 'Casino sections' }).getByRole('link', { name: 'Online Slots' })).toHaveAttribute('aria-current', 'page');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(siteUrl('MCUK', '/'));
  await expect(page).toHaveTitle('Mondo Casino UK: online casino, slots and live casino');
});

test('a missing trailing slash redirects to the canonical URL', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MC', '/en-CA/live-casino'));
  await expect(page).toHaveURL(siteUrl('MC', '/en-CA/live-casino/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
});

// Issue 19: a paint before the end of parsing left DOMContentLoaded, the load event and the
// browser's own work on the finished document and its forms to a task after the first paint.
// The end of a response is a network message of its own, which a busy phone handles late: here a
// proxy sends the whole document at once and its end only after LATE_END_MS.
test('the first paint waits for the end of parsing, even when the end of the response comes late', async ({ page }) => {
  const LATE_END_MS = 400;
  const upstreamHost = new URL(siteUrl('MCUK')).host;
  const proxy = createServer((req, res) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: E2E_WEB_PORT,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstreamHost, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers['content-type']).startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          delete headers['content-length'];
          res.writeHead(answer.statusCode ?? 502, { ...headers, 'transfer-encoding': 'chunked' });
          res.write(Buffer.concat(chunks));
          setTimeout(() => res.end(), LATE_END_MS);
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = proxy.address() as AddressInfo;
    await page.goto(`http://mcuk.localhost:${port}/online-slots/`, { waitUntil: 'load' });
    const timing = await page.evaluate(async () => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      // The paint's entry comes once the frame is presented, which can be after the load event.
      const firstPaint = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((found) => found.name === 'first-paint');
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true }),
      );
      return { responseStart: navigation.responseStart, responseEnd: navigation.responseEnd, parsed: navigation.domContentLoadedEventStart, firstPaint };
    });
    // The proxy did hold the end back (else this test could not fail)…
    expect(timing.responseEnd - timing.responseStart).toBeGreaterThanOrEqual(LATE_END_MS - 50);
    // …and the page painted once, after the parser had finished.
    expect(timing.firstPaint).toBeGreaterThanOrEqual(timing.parsed);
    await expect(page.locator('h1')).toHaveText('Online Slots');
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
  }
});
