import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';

// What this spec is about: the config blocks service workers for every other spec.
test.use({ serviceWorkers: 'allow' });

async function controlledBy(page: Page): Promise<string | null> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

test.describe('installable app', () => {
  test('the service worker installs with version and brand, and serves visited pages offline', async ({ page, context, request }) => {
    await gotoHydrated(page, siteUrl('MCUK', '/help/'));
    const script = await controlledBy(page);
    expect(script).toBe(siteUrl('MCUK', '/service-worker.js?v=3.17.0&brand=MCUK'));
    const sw = await request.get(siteUrl('MCUK', '/service-worker.js')).catch(() => null);
    if (sw) expect(sw.headers()['cache-control']).toBe('no-cache');
    // The worker is one file for every site; it precaches the offline page of this site's cultures only.
    const offlinePages = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls.filter((path) => path.startsWith('/static/offline/')).sort();
    });
    expect(offlinePages).toEqual(['/static/offline/en-GB.html']);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toHaveText('Help');

    await page.goto(siteUrl('MCUK', '/contact/'));
    await expect(page.locator('[data-offline-page] h1')).toHaveText("You're offline");
    await context.setOffline(false);
  });

  test('the offline page is in the visitor language', async ({ page, context }) => {
    await gotoHydrated(page, siteUrl('MC', '/fr-CA/'));
    await controlledBy(page);
    await context.setOffline(true);
    await page.goto(siteUrl('MC', '/fr-CA/help/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.locator('[data-offline-page]')).toBeVisible();
    await context.setOffline(false);
  });

  test('has no installability errors and links a per-locale manifest', async () => {
    // Playwright's default contexts are off the record, where Chromium never offers install.
    const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'mc-pwa-')), { ...TEST_CHROMIUM_LAUNCH, headless: true });
    const page = context.pages()[0] ?? (await context.newPage());
    await gotoHydrated(page, siteUrl('MCES'));
    await controlledBy(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/static/manifests/manifest-es.json');
    const manifest = await page.evaluate(() => fetch('/static/manifests/manifest-es.json').then((r) => r.json()));
    expect(manifest).toMatchObject({ name: 'Mondo Casino España', lang: 'es', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    await context.close();
  });

  test('install prompt: hidden until offered and until the cookie choice, closing hides it for the session, accepting clears it and tracks', async ({
    page,
  }) => {
    await gotoHydrated(page, siteUrl('MCUK'));
    const bar = page.getByTestId('install-prompt');
    await expect(bar).toHaveCount(0);
    const offer = (outcome: 'accepted' | 'dismissed') =>
      page.evaluate((result) => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
          prompt: () => Promise<void>;
          userChoice: Promise<{ outcome: string }>;
        };
        event.prompt = async () => {};
        event.userChoice = Promise.resolve({ outcome: result });
        window.dispatchEvent(event);
      }, outcome);
    await offer('accepted');
    // One bar at a time: the offer waits for the visitor's cookie choice.
    await page.waitForTimeout(300);
    await expect(bar).toHaveCount(0);
    await page.getByTestId('consent-bar').getByRole('button', { name: 'Only necessary' }).click();
    await expect(bar).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { tracked: unknown[] }).tracked = [];
      window.addEventListener('mc:track', (event) => (window as unknown as { tracked: unknown[] }).tracked.push((event as CustomEvent).detail));
    });
    await bar.getByRole('button', { name: 'Install' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { tracked: unknown[] }).tracked)).toEqual([{ group: 'journey', event: 'app_install' }]);

    await gotoHydrated(page, siteUrl('MCUK', '/help/'));
    await offer('dismissed');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Not now' }).click();
    await expect(bar).toHaveCount(0);
    await gotoHydrated(page, siteUrl('MCUK', '/contact/'));
    await offer('dismissed');
    await page.waitForTimeout(300);
    await expect(bar).toHaveCount(0);
  });
});
