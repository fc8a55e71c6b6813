import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { guardConsole } from './console-guard.ts';
import { CONSENT_STORAGE_KEY, storeConsent } from './consent-state.ts';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';

const bar = (page: Page) => page.getByTestId('consent-bar');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);

/** The data layer as plain arrays: command, action and the signals. */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)));

/** Every consent announcement of the page (the app event), recorded from its first script on. */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { consentAnnounced: unknown[] }).consentAnnounced = seen;
    window.addEventListener('mc:consent', (event) => seen.push((event as CustomEvent).detail));
  });
}
const announcements = (page: Page) => page.evaluate(() => (window as unknown as { consentAnnounced: unknown[] }).consentAnnounced);

const ALL = { necessary: true, functionality: true, tracking: true, targeting: true };
const NECESSARY = { necessary: true, functionality: false, tracking: false, targeting: false };

test.describe('cookie consent', () => {
  for (const [code, path, acceptAll] of [
    ['MC', '/', 'Accept all'],
    ['MCUK', '/', 'Accept all'],
    ['MCSE', '/', 'Acceptera alla'],
    ['MCES', '/', 'Aceptar todas'],
  ] as const) {
    test(`the bar shows on a first visit to ${code}, in its language`, async ({ page }) => {
      const guard = guardConsole(page);
      await gotoHydrated(page, siteUrl(code, path));
      await expect(bar(page)).toBeVisible();
      await expect(bar(page).getByRole('button', { name: acceptAll })).toBeVisible();
      expect(await stored(page)).toBeNull();
      guard.expectClean();
    });
  }

  // The page's own script decides before the first paint (consent-bar.tsx): none of its modules runs here.
  for (const [choice, shows] of [
    [null, true],
    ['1010', false],
  ] as const) {
    test(`the bar is in the first paint ${shows ? 'of a first visit' : 'only without a choice'}, before any module of the page runs`, async ({
      page,
      context,
    }) => {
      if (choice) await storeConsent(context, choice);
      await page.route(/\/assets\/entry\.client-/, (route) => route.abort());
      await page.goto(siteUrl('MCUK', '/help/'));
      if (shows) await expect(bar(page)).toBeVisible();
      else await expect(bar(page)).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    });
  }

  test('a choice clicked before the page’s modules have run is made once they start', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl('MCUK', '/help/'), { waitUntil: 'domcontentloaded' });
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    expect(await stored(page)).toBeNull();
    release();
    await expect(bar(page)).toBeHidden();
    expect(await stored(page)).toBe('1111');
  });

  test('"Accept all" stores 1111 and announces it; the data layer starts with the consent default and an update follows', async ({ page }) => {
    await recordAnnouncements(page);
    await gotoHydrated(page, siteUrl('MCUK'));
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied', security_storage: 'granted', wait_for_update: 500 }),
    ]);
    expect(layer.filter((entry) => entry[0] === 'consent' && entry[1] === 'update')).toEqual([]);
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(bar(page)).toBeHidden();
    expect(await stored(page)).toBe('1111');
    expect(await announcements(page)).toEqual([ALL]);
    const updates = (await dataLayer(page)).filter((entry) => entry[0] === 'consent' && entry[1] === 'update');
    expect(updates).toEqual([
      ['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }],
    ]);

    // The next page announces the stored value on load, with no bar.
    await gotoHydrated(page, siteUrl('MCUK', '/help/'));
    await expect(bar(page)).toBeHidden();
    expect(await announcements(page)).toEqual([ALL]);
    expect((await dataLayer(page)).slice(0, 2).map((entry) => entry.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
  });

  test('"Only necessary" stores 1000 and denies every optional signal', async ({ page }) => {
    await recordAnnouncements(page);
    await gotoHydrated(page, siteUrl('MC'));
    await bar(page).getByRole('button', { name: 'Only necessary' }).click();
    expect(await stored(page)).toBe('1000');
    expect(await announcements(page)).toEqual([NECESSARY]);
    const update = (await dataLayer(page)).find((entry) => entry[1] === 'update');
    expect(update?.[2]).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  });

  test('custom choices in the settings dialog store their four characters', async ({ page }) => {
    await recordAnnouncements(page);
    await gotoHydrated(page, siteUrl('MCSE'));
    await bar(page).getByRole('button', { name: 'Välj cookies' }).click();
    const dialog = page.getByTestId('consent-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Cookieinställningar' })).toBeVisible();
    await expect(dialog.getByTestId('consent-necessary')).toBeChecked();
    await expect(dialog.getByTestId('consent-necessary')).toBeDisabled();
    await dialog.getByTestId('consent-tracking').check();
    await expectNoAxeViolations(page, '[data-testid="consent-dialog"]');
    await dialog.getByRole('button', { name: 'Spara mina val' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(bar(page)).toBeHidden();
    expect(await stored(page)).toBe('1010');
    expect(await announcements(page)).toEqual([{ ...NECESSARY, tracking: true }]);
    const update = (await dataLayer(page)).find((entry) => entry[1] === 'update');
    expect(update?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });

    // The footer's link reopens the settings with the stored choice.
    await page.getByTestId('cookie-settings-link').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('consent-tracking')).toBeChecked();
    await expect(dialog.getByTestId('consent-targeting')).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');
  });

  // Every malformed form is unit-tested (lib/consent/consent.test.ts, consent-runtime.test.ts): here, a short and a long one in a real page.
  for (const corrupt of ['11', '0000x']) {
    test(`a stored ${JSON.stringify(corrupt)} reads as no consent`, async ({ page, context }) => {
      await storeConsent(context, corrupt);
      await recordAnnouncements(page);
      await gotoHydrated(page, siteUrl('MC'));
      await expect(bar(page)).toBeVisible();
      expect(await stored(page)).toBeNull();
      expect(await announcements(page)).toEqual([]);
      expect((await dataLayer(page)).map((entry) => entry.slice(0, 2))).toEqual([['consent', 'default']]);
      const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
      // Only necessary keys (catalogue: xtpl, xtps, xbt, xtvs…): nothing optional is written.
      for (const key of keys) expect(['xtpl', 'xtps', 'xbt', 'xtvs', 'mc-install-dismissed']).toContain(key);
    });
  }

  test('the mc:consent-set event rewrites the stored value and announces it', async ({ page, context }) => {
    await storeConsent(context, '1111');
    await recordAnnouncements(page);
    await gotoHydrated(page, siteUrl('MCES'));
    await expect(bar(page)).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('mc:consent-set', { detail: '1001' })));
    expect(await stored(page)).toBe('1001');
    expect(await announcements(page)).toEqual([ALL, { ...NECESSARY, targeting: true }]);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('mc:consent-set', { detail: 'nope' })));
    expect(await stored(page)).toBe('1001');
    const updates = (await dataLayer(page)).filter((entry) => entry[1] === 'update').map((entry) => entry[2]);
    expect(updates.at(-1)).toMatchObject({ ad_storage: 'granted', analytics_storage: 'denied' });
  });

  test('a blocked visitor sees the blocking view and no bar', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MC', '/?gl=FR'));
    await expect(page.getByTestId('blocking-view')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('data-restriction', /blocked/);
    await expect(bar(page)).toBeHidden();
  });

  test('the bar shifts no layout and is not the largest paint', async ({ page }) => {
    await page.addInitScript(() => {
      const state = { cls: 0, lcp: '' };
      (window as unknown as { vitals: typeof state }).vitals = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
        state.lcp = last?.element?.closest('[data-testid="consent-bar"]') ? 'consent-bar' : (last?.element?.tagName ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await gotoHydrated(page, siteUrl('MCUK', '/help/'));
    await expect(bar(page)).toBeVisible();
    // Two frames after the bar, so any shift it caused has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const vitals = await page.evaluate(() => (window as unknown as { vitals: { cls: number; lcp: string } }).vitals);
    expect(vitals.cls).toBe(0);
    expect(vitals.lcp).not.toBe('consent-bar');
  });

  test('the bar, the settings and the cookie policy are accessible and reachable by keyboard', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK'));
    await expect(bar(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="consent-bar"]');
    // Non-modal: after the skip link, Tab reaches the bar's controls, and goes on to the page.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="consent-bar"]'))).toBe(true);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="consent-bar"]'))).toBe(false);

    await bar(page).getByRole('link', { name: 'Cookie policy' }).click();
    const dialog = page.getByTestId('consent-dialog');
    await expect(dialog).toHaveAttribute('data-view', 'policy');
    const policy = dialog.getByTestId('cookie-policy');
    for (const name of [
      'xtpl',
      'xtps',
      'xsab',
      'xsablt',
      'mc-consent',
      'xbt',
      'xtvs',
      'mc-install-dismissed',
      'Aname',
      'Dyn_id',
      'Zone_id',
      '_ga',
      '_ga_*',
      '_fbp',
    ]) {
      await expect(policy.locator(`tr[data-cookie="${name}"]`), name).toHaveCount(1);
    }
    await expect(policy.locator('tr[data-cookie="_ga"]')).toContainText('2 years');
    await expect(policy.locator('tr[data-cookie="Aname"]')).toContainText('30 days');
    await expectNoAxeViolations(page, '[data-testid="consent-dialog"]');
    await dialog.getByRole('button', { name: 'Back to cookie settings' }).click();
    await expect(dialog).toHaveAttribute('data-view', 'settings');
    await expectNoAxeViolations(page, '[data-testid="consent-dialog"]');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    // Closed undecided: the bar is still there.
    await expect(bar(page)).toBeVisible();
  });
});
