import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated } from './hydrated.ts';
import { E2E_PLATFORM_PORT, siteUrl } from './ports.ts';

const platform = (path: string) => `http://127.0.0.1:${E2E_PLATFORM_PORT}${path}`;
const html = (page: Page) => page.locator('html');

async function platformRate(iso: string): Promise<number> {
  return ((await (await fetch(platform(`/currency/${iso}/`))).json()) as { rate: number }).rate;
}

test.describe('visitor state', () => {
  test('geo, currency and user context resolve in the browser and are mirrored on <html>', async ({ page }) => {
    const guard = guardConsole(page);
    await gotoHydrated(page, siteUrl('MCUK'));
    await expect(html(page)).toHaveAttribute('data-visitor', 'ready', { timeout: 15_000 });
    await expect(html(page)).toHaveAttribute('data-geo-source', 'service');
    await expect(html(page)).toHaveAttribute('data-geo-country', 'GB');
    await expect(html(page)).toHaveAttribute('data-currency', 'GBP');
    await expect(html(page)).toHaveAttribute('data-rate-source', 'service');
    await expect(html(page)).toHaveAttribute('data-currency-rate', String(await platformRate('GBP')));
    await expect(html(page)).toHaveAttribute('data-user-context', 'service');
    await expect(html(page)).toHaveAttribute('data-maintenance', 'false');
    await expect(page.getByTestId('blocking-view')).toHaveCount(0);
    guard.expectClean();
  });

  test('a euro visitor needs no currency call', async ({ page }) => {
    const currencyCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/currency/') && currencyCalls.push(request.url()));
    await gotoHydrated(page, siteUrl('MCES'));
    await expect(html(page)).toHaveAttribute('data-visitor', 'ready', { timeout: 15_000 });
    await expect(html(page)).toHaveAttribute('data-rate-source', 'eur');
    await expect(html(page)).toHaveAttribute('data-currency-rate', '1');
    expect(currencyCalls).toEqual([]);
  });

  test('winners amounts are converted into the visitor currency (gl emulates the country)', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK', '/?gl=SE'));
    await expect(html(page)).toHaveAttribute('data-currency', 'SEK', { timeout: 15_000 });
    const amount = page.getByTestId('winners').locator('tbody tr').first().locator('td[data-currency]');
    await expect(amount).toHaveAttribute('data-currency', 'SEK');
    await expect(amount).toHaveText(/SEK\s?[\d,]+/);
  });

  test('a blocked country gets a blocking view with a link to the restricted page; Escape does not dismiss it', async ({ page }) => {
    const guard = guardConsole(page);
    await gotoHydrated(page, siteUrl('MCUK', '/?gl=US'));
    const dialog = page.getByTestId('blocking-view');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveAttribute('data-restriction', 'blocked');
    await expect(dialog.getByRole('heading', { name: 'Not available in your region' })).toBeVisible();
    await expect(dialog).toContainText('United States');
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // The page behind a modal dialog is inert: Tab never reaches it (only the dialog or the browser's own UI).
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() =>
        document.activeElement?.closest('[data-testid="blocking-view"]')
          ? 'dialog'
          : document.activeElement === document.body
            ? 'body'
            : document.activeElement?.outerHTML.slice(0, 80),
      );
      expect(['dialog', 'body']).toContain(where);
    }
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: 'Restricted country' }).click();
    await expect(page).toHaveURL(/\/restricted\/united-states\/$/);
    guard.expectClean();
  });

  test('blockedwithlogin forces login: the blocking view offers only the way in', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MC', '/?gl=GB'));
    const dialog = page.getByTestId('blocking-view');
    await expect(dialog).toHaveAttribute('data-restriction', 'blockedwithlogin', { timeout: 15_000 });
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#account/login');
  });

  test('other restrictions do not block the page', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK', '/?gl=DE'));
    await expect(html(page)).toHaveAttribute('data-restriction', 'playblocked', { timeout: 15_000 });
    await expect(page.getByTestId('blocking-view')).toHaveCount(0);
  });
});

test.describe('player parameters', () => {
  test('dl, prid and aname are kept safely and the play link carries the deeplink to the platform', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, siteUrl('MCUK', '/?dl=/games/starburst/&prid=42&aname=partner_7'));
    const play = page.locator('a[data-play-link]');
    await expect(play).toHaveAttribute('href', /dl=%2Fgames%2Fstarburst%2F/, { timeout: 15_000 });
    const target = new URL((await play.getAttribute('href'))!);
    expect(target.searchParams.get('prid')).toBe('42');
    expect(await page.evaluate(() => [localStorage.getItem('xtpl'), sessionStorage.getItem('xtps')])).toEqual([
      JSON.stringify({ aname: 'partner_7' }),
      JSON.stringify({ deeplink: '/games/starburst/', deeplinkPrId: '42' }),
    ]);
    // The deeplink survives navigation within the session.
    await gotoHydrated(page, siteUrl('MCUK', '/promotions/'));
    await expect(page.locator('a[data-play-link]')).toHaveAttribute('href', /dl=%2Fgames%2Fstarburst%2F/);
  });

  test('corrupt player storage and hostile values are ignored without an error', async ({ page }) => {
    const guard = guardConsole(page);
    await page.addInitScript(() => {
      localStorage.setItem('xtpl', '{"aname":');
      sessionStorage.setItem('xtps', JSON.stringify({ deeplink: '//evil.example', deeplinkPrId: { x: 1 } }));
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, siteUrl('MCUK', '/?dl=//evil.example&aname=%3Cscript%3E'));
    await expect(html(page)).toHaveAttribute('data-visitor', 'ready', { timeout: 15_000 });
    const href = (await page.locator('a[data-play-link]').getAttribute('href'))!;
    expect(href).not.toContain('evil');
    expect(await page.evaluate(() => localStorage.getItem('xtpl'))).toBe(JSON.stringify({ aname: null }));
    guard.expectClean();
  });
});
