import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated } from './hydrated.ts';
import { E2E_JACKPOT_DROP_SECONDS, siteUrl } from './ports.ts';

// The stack drops every jackpot every E2E_JACKPOT_DROP_SECONDS (e2e/global-setup.ts), so a
// countdown reaches its drop within seconds; the page's own clock runs as it is.
const strip = (page: Page) => page.getByTestId('jackpots');
const amount = (page: Page, id: string) => strip(page).locator(`[data-jackpot="${id}"] [data-jackpot-amount]`);
const countdown = (page: Page, id: string) => strip(page).locator(`[data-jackpot="${id}"] [data-jackpot-countdown]`);
const seconds = (text: string | null) => (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);

for (const { code, path, currency } of [
  // The visitor's currency: the stack's geo answers with the site's default country (Malta, the UK).
  { code: 'MC', path: '/', currency: /^€/ },
  { code: 'MCUK', path: '/online-slots/jackpots/', currency: /^£/ },
]) {
  test(`${code} ${path}: the jackpots tick and a countdown reaches its drop, announced once`, async ({ page }) => {
    const console = guardConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await gotoHydrated(page, siteUrl(code, path));
    await expect(strip(page)).toHaveAttribute('data-jackpots-live', '');
    await expect(amount(page, 'mega')).toHaveText(currency);
    const first = await amount(page, 'mega').textContent();
    await expect.poll(() => amount(page, 'mega').textContent(), { timeout: 3000 }).not.toBe(first);
    await expect(amount(page, 'mega')).toHaveAttribute('aria-live', 'off');

    const announcer = strip(page).locator('[data-jackpot-announcer]');
    await expect(countdown(page, 'minor')).toHaveText(/^00:00:0\d$/);
    expect(seconds(await countdown(page, 'minor').textContent())).toBeLessThanOrEqual(E2E_JACKPOT_DROP_SECONDS);
    await expect(announcer).toContainText('Mini Mondo has just dropped!', { timeout: (E2E_JACKPOT_DROP_SECONDS + 2) * 1000 });
    // The feed is asked again after the drop: a fresh countdown to the next one.
    await expect
      .poll(async () => seconds(await countdown(page, 'minor').textContent()), { timeout: 3000 })
      .toBeGreaterThanOrEqual(E2E_JACKPOT_DROP_SECONDS - 2);
    await expect(countdown(page, 'minor')).toBeVisible();

    if (code === 'MC') await expectNoAxeViolations(page, '[data-testid="jackpots"]');
    // A plain behaviour over the server's markup: the strip brings no React with it.
    expect(scripts.filter((url) => /\/assets\/(react-dom|hydrate-island)-/.test(url))).toEqual([]);
    // The figures are formatted from the strip's patterns: no ICU warm-up worker, no Intl formatter.
    expect(workers).toEqual([]);
    console.expectClean();
  });
}

test('MCDE: no jackpots strip, and no call for one (no-jackpots)', async ({ page }) => {
  const feeds: string[] = [];
  page.on('request', (request) => request.url().includes('/feeds/jackpots') && feeds.push(request.url()));
  await gotoHydrated(page, siteUrl('MCDE'));
  await expect(page.locator('[data-jackpots]')).toHaveCount(0);
  expect(feeds).toEqual([]);
});

// The longest formats ("7 932 042,37 kr", "Udløses om 6 d 07:54:05") on the narrowest cards, two to a row.
for (const code of ['MCSE', 'MCDK']) {
  test(`${code} on a 412 px phone: the live figures fit their cards and move nothing on the page`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // Layout shifts from the start of the load, as Lighthouse counts them (CLS).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, siteUrl(code));
    await expect(strip(page)).toHaveAttribute('data-jackpots-live', '');
    await expect(amount(page, 'mega')).toHaveText(/kr/);
    const overflowing = await strip(page)
      .locator('[data-jackpot-amount]')
      .evaluateAll((figures) =>
        figures
          .map((figure) => figure.parentElement!)
          .filter((line) => line.scrollWidth > line.clientWidth)
          .map((line) => line.textContent),
      );
    expect(overflowing).toEqual([]);
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(shifted).toBeLessThan(0.005);
  });
}
