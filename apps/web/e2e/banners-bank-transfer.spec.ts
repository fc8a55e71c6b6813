import { expect, test } from '@playwright/test';
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { hrefDynamic } from '@mc/sites/href';
import { collectSessions, createAccount, guardJourneyConsole, loginThroughWidget, widget } from './account.ts';
import { expectNoAxeViolations } from './axe.ts';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated, waitVisitorReady } from './hydrated.ts';
import { siteUrl } from './ports.ts';

/**
 * Issue 18: banners by location with date windows (docs/banners.md) and a player's own
 * bank-transfer details (docs/account-widget-protocol.md). The tests' banners are seeded on the en
 * home page with windows relative to the seeding: open, ended, future.
 */
const HOME_LIST = '[data-banner-list="home-page"]';
const banner = (name: string) => `[data-banner-id="test-window-${name}"]`;

test('banners show at their locations while their window holds; an ended or future one never; an open one goes when its end passes', async ({ page }) => {
  const guard = guardConsole(page);
  await gotoHydrated(page, siteUrl('MC'));
  const home = page.locator(HOME_LIST);
  await expect(home.getByRole('heading', { name: 'Featured games' })).toBeVisible();
  await expect(home.locator(banner('open'))).toBeVisible();
  await expect(home.locator(`${banner('ended')}, ${banner('future')}`)).toHaveCount(0);
  await expectNoAxeViolations(page, HOME_LIST);
  const end = Number(await home.locator(banner('open')).getAttribute('data-banner-end'));
  expect(end).toBeGreaterThan(Date.now());

  // A game page has its own list, without the game itself.
  const gameLink = (await home.locator('[data-banner-id^="home-"] a').first().getAttribute('href'))!;
  await gotoHydrated(page, siteUrl('MC', gameLink));
  await expect(page.locator('[data-banner-list="game-banners"] [data-banner-id]').first()).toBeVisible();

  // The same page, rendered while the window holds (as a cache may keep it), seen as the window
  // closes: the browser hides the banner when its end passes, the others stay.
  await page.clock.install({ time: end - 60_000 });
  await gotoHydrated(page, siteUrl('MC'));
  await expect(home.locator(banner('open'))).toBeVisible();
  await waitVisitorReady(page);
  await page.clock.fastForward(120_000);
  await expect(home.locator(banner('open'))).toBeHidden();
  await expect(home.locator('[data-banner-id^="home-"]').first()).toBeVisible();
  guard.expectClean();
});

test('a logged-in player sees their bank-transfer details on the bank-transfer page; a guest does not; a failing back end says so', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'MCUK');
  collectSessions(page);
  // The browser logs the aborted request itself; the page logs nothing.
  const guard = guardJourneyConsole(page, [/Failed to load resource: net::ERR_FAILED/]);
  const culture = DEFAULT_SITES.find((site) => site.localCode === 'MCUK')!.cultures[0]!;
  const url = siteUrl('MCUK', hrefDynamic({ route: 'payment', culture, params: { paymentSlug: 'bank-transfer' } }));
  await gotoHydrated(page, url);
  const panel = page.locator('[data-bank-transfer]');
  await expect(panel).toHaveAttribute('data-bank-transfer', 'guest');
  await expect(panel).toContainText('Log in to see our bank details and your personal payment reference.');
  await expect(panel).not.toContainText('GB29');

  // The back end fails on the first ask: a clear message, and the next try works.
  await page.route('**/v1/player/bank-transfer?**', (route) => route.abort(), { times: 1 });
  await panel.getByRole('button', { name: 'Log in' }).click();
  await loginThroughWidget(page, 'MCUK', account.username, account.password);
  await expect(widget(page)).toBeHidden();
  await expect(panel).toHaveAttribute('data-bank-transfer', 'failed');
  await expect(panel).toContainText('Your transfer details cannot be shown right now.');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel).toHaveAttribute('data-bank-transfer', 'details');
  await expect(panel.locator('[data-field="iban"]')).toHaveText('GB29NWBK60161331926819');
  await expect(panel.locator('[data-field="reference"]')).toHaveText(/^MCUK-[0-9A-F]{10}$/);
  await expectNoAxeViolations(page, '[data-bank-transfer]');
  // The player stayed on the page, and nothing of it was kept.
  expect(page.url()).toBe(url);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toMatch(/MCUK-[0-9A-F]{10}|GB29NWBK/);
  guard.expectClean();
});
