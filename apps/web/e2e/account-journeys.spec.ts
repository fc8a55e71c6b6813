import { expect, test, type Page } from '@playwright/test';
import {
  accountRecords,
  collectSessions,
  createAccount,
  expectLobby,
  guardJourneyConsole,
  lobbyUrl,
  loginThroughWidget,
  pageText,
  scanOn,
  payNPlayAccount,
  personnummer,
  strongPassword,
  uniqueUsername,
  widget,
  widgetAlert,
  widgetText,
  type JourneySite,
} from './account.ts';
import { expectNoAxeViolations } from './axe.ts';
import { storeConsent } from './consent-state.ts';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';

/**
 * The player journeys through the reference account widget, against the real stack: the site
 * (apps/web), the widget script and its account back end, and the play platform
 * (apps/platform). Username/password journeys run where the site has them (MC, MCUK, MCES);
 * MCSE registers and logs in with Pay N Play.
 */
const PASSWORD_SITES = ['MC', 'MCUK', 'MCES'] as const satisfies readonly JourneySite[];
const WIDGET = '[data-testid=account-widget]';
const VOUCHER = '[data-testid=voucher-dialog]';
/** A failed request is logged by the browser as a console error: expected where a test provokes one. */
const FAILED_REQUEST = /Failed to load resource: the server responded with a status of (400|401|409)/;

/** Opens the registration from the header's join link and fills the form with a new adult's details. */
async function register(page: Page, site: JourneySite, scan = false): Promise<{ username: string; password: string }> {
  const copy = widgetText(site);
  await gotoHydrated(page, siteUrl(site));
  await page
    .getByRole('banner')
    .getByRole('link', { name: pageText(site).header.join })
    .click();
  const dialog = widget(page);
  await expect(dialog.getByRole('heading', { name: copy.registerTitle })).toBeVisible();
  await expect(page).toHaveURL(/#account\/register$/);
  const username = uniqueUsername('r');
  const password = strongPassword();
  await dialog.getByLabel(copy.newUsername, { exact: true }).fill(username);
  await dialog.getByLabel(copy.email, { exact: true }).fill(`${username}@example.test`);
  await dialog.getByLabel(copy.password, { exact: true }).fill(password);
  await dialog.getByLabel(copy.firstName, { exact: true }).fill('Ada');
  await dialog.getByLabel(copy.lastName, { exact: true }).fill('Player');
  await dialog.getByLabel(copy.dateOfBirth, { exact: true }).fill('1990-05-17');
  await dialog.getByLabel(copy.address, { exact: true }).fill('1 Test Street');
  await dialog.getByLabel(copy.city, { exact: true }).fill('Testville');
  await dialog.getByLabel(copy.postcode, { exact: true }).fill('T1 1TT');
  await dialog.getByLabel(copy.terms, { exact: true }).check();
  await dialog.getByLabel(copy.adult, { exact: true }).check();
  if (scan) await expectNoAxeViolations(page, WIDGET);
  await dialog.getByRole('button', { name: copy.registerSubmit }).click();
  return { username, password };
}

for (const site of PASSWORD_SITES) {
  test.describe(`${site}: username and password`, () => {
    test('register through the widget, skip the voucher, reach the lobby; log out; log in again with the username remembered', async ({ page }) => {
      const guard = guardJourneyConsole(page);
      collectSessions(page);
      const { voucher } = pageText(site);
      const { username, password } = await register(page, site, site === 'MCES');

      const dialog = page.getByTestId('voucher-dialog');
      await expect(dialog.getByRole('heading', { name: voucher.title })).toBeVisible();
      await expect(widget(page)).toBeHidden();
      await dialog.getByRole('button', { name: voucher.continueWithout }).click();
      await expectLobby(page, site, username);

      // The platform's log-out form sends the player back to the site they came from.
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(new RegExp(`^${siteUrl(site)}`));
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page
        .getByRole('banner')
        .getByRole('link', { name: pageText(site).header.login })
        .click();
      // The username comes from local storage (xtpl), the password from the player.
      await expect(widget(page).getByLabel(widgetText(site).username)).toHaveValue(username);
      await loginThroughWidget(page, site, username, password);
      await expectLobby(page, site, username);
      guard.expectClean();
    });

    test('a wrong password and an unknown user get the same generic message', async ({ page, request }) => {
      const guard = guardJourneyConsole(page, [FAILED_REQUEST]);
      collectSessions(page);
      const copy = widgetText(site);
      const account = await createAccount(request, site);
      await gotoHydrated(page, siteUrl(site, '/#account/login'));
      await expect(widget(page).getByRole('heading', { name: copy.loginTitle })).toBeVisible();
      await scanOn('MC', site, page, WIDGET);

      await loginThroughWidget(page, site, account.username, `${account.password}x`);
      await expect(widgetAlert(page)).toHaveText(copy.wrongCredentials);
      await expect(widgetAlert(page)).toBeFocused();
      await scanOn('MC', site, page, WIDGET);

      await loginThroughWidget(page, site, uniqueUsername('nobody'), account.password);
      await expect(widgetAlert(page)).toHaveText(copy.wrongCredentials);
      await expect(page).toHaveURL(siteUrl(site, '/#account/login'));
      guard.expectClean();
    });
  });
}

test('a player of MCUK logging in on MC is taken to MCUK with the username filled in, and plays there', async ({ page, request }) => {
  const guard = guardJourneyConsole(page, [FAILED_REQUEST]);
  collectSessions(page);
  const account = await createAccount(request, 'MCUK');
  await gotoHydrated(page, siteUrl('MC', '/#account/login'));
  await loginThroughWidget(page, 'MC', account.username, account.password);

  // Only a one-time prefill code travels, and the address loses it at once.
  await expect(page).toHaveURL(siteUrl('MCUK', '/#account/login'));
  await expect(widget(page).getByLabel('Username or email')).toHaveValue(account.username);
  await loginThroughWidget(page, 'MCUK', account.username, account.password);
  await expectLobby(page, 'MCUK', account.username);
  guard.expectClean();
});

test('MCSE Pay N Play: a new personnummer makes an account, the same one logs in, a wrong one is refused', async ({ page, request }) => {
  const guard = guardJourneyConsole(page, [FAILED_REQUEST]);
  collectSessions(page);
  const copy = widgetText('MCSE');
  const number = personnummer();

  const payNPlay = async (personalNumber: string) => {
    const dialog = widget(page);
    await expect(dialog.getByRole('heading', { name: copy.pnpTitle })).toBeVisible();
    await dialog.getByLabel(copy.personalNumber).fill(personalNumber);
    await dialog.getByLabel(new RegExp(`^${copy.depositAmount}`)).fill('200');
    await dialog.getByRole('button', { name: copy.pnpSubmit }).click();
  };

  // A new player: the account is made, then the voucher step, then the platform.
  await gotoHydrated(page, siteUrl('MCSE'));
  await page
    .getByRole('banner')
    .getByRole('link', { name: pageText('MCSE').header.join })
    .click();
  await expect(widget(page).getByRole('heading', { name: copy.pnpTitle })).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await payNPlay(number);
  await page
    .getByTestId('voucher-dialog')
    .getByRole('button', { name: pageText('MCSE').voucher.continueWithout })
    .click();
  await expect(page.getByTestId('play-lobby')).toBeVisible();
  expect(page.url()).toBe(lobbyUrl('MCSE'));
  const username = await page.getByTestId('play-player').textContent();
  expect(username).toMatch(/^pnp_/);

  // The same number again (with the separator this time): the same account, straight to the platform.
  await gotoHydrated(page, siteUrl('MCSE', '/#account/login'));
  await payNPlay(`${number.slice(0, 8)}-${number.slice(8)}`);
  await expectLobby(page, 'MCSE', username ?? '');

  // A number with a wrong check digit: the back end refuses it and the field says why.
  await gotoHydrated(page, siteUrl('MCSE', '/#account/login'));
  await payNPlay(`${number.slice(0, 11)}${(Number(number[11]) + 1) % 10}`);
  const field = widget(page).getByLabel(copy.personalNumber);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(copy.invalid));
  await expect(widgetAlert(page)).toContainText(copy.fixFields);
  await expectNoAxeViolations(page, WIDGET);
  // The back end agrees the account exists for the good number (no second account was made).
  expect(await payNPlayAccount(request, number)).toBe(username);
  guard.expectClean();
});

for (const site of ['MC', 'MCUK'] as const) {
  test(`${site}: voucher codes after a registration: invalid, used, then accepted; on to the platform`, async ({ page }) => {
    const guard = guardJourneyConsole(page);
    collectSessions(page);
    const { voucher } = pageText(site);
    const { username } = await register(page, site);
    const dialog = page.getByTestId('voucher-dialog');
    await expect(dialog.getByRole('heading', { name: voucher.title })).toBeVisible();
    await scanOn('MCUK', site, page, VOUCHER);
    const code = dialog.getByLabel(voucher.label);
    const error = dialog.getByRole('alert');

    await code.fill('NOPE123');
    await dialog.getByRole('button', { name: voucher.submit }).click();
    await expect(error).toHaveText(voucher.invalid);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();
    await scanOn('MCUK', site, page, VOUCHER);

    await code.fill('USED2024');
    await dialog.getByRole('button', { name: voucher.submit }).click();
    await expect(error).toHaveText(voucher.used);

    await code.fill('WELCOME10');
    await dialog.getByRole('button', { name: voucher.submit }).click();
    await expect(dialog.getByRole('heading', { name: voucher.success.title })).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(voucher.success.subtitle);
    await expect(dialog.getByRole('status')).toContainText(voucher.success.footer);
    await scanOn('MCUK', site, page, VOUCHER);
    await dialog.getByRole('button', { name: voucher.continue }).click();
    await expectLobby(page, site, username);
    guard.expectClean();
  });
}

test('MC with tracking consent: the registration and login records carry the visit’s usguid and flow id', async ({ page, context, request }) => {
  const guard = guardJourneyConsole(page);
  collectSessions(page);
  await storeConsent(context, '1110');
  const { username, password } = await register(page, 'MC');
  const ids = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('xtps') ?? '{}') as { trackingInfo?: { usguid?: string; flowId?: string } }).trackingInfo,
  );
  expect(ids?.usguid).toBeTruthy();
  expect(ids?.flowId).toBeTruthy();
  await page
    .getByTestId('voucher-dialog')
    .getByRole('button', { name: pageText('MC').voucher.continueWithout })
    .click();
  await expectLobby(page, 'MC', username);

  await gotoHydrated(page, siteUrl('MC', '/#account/login'));
  await loginThroughWidget(page, 'MC', username, password);
  await expectLobby(page, 'MC', username);
  const records = await accountRecords(request, username);
  expect(records.find((record) => record.message === 'registration')?.additionalData.primeTracking).toMatchObject({ usguid: ids!.usguid, flowId: ids!.flowId });
  expect(records.find((record) => record.message === 'login')?.additionalData).toMatchObject({ result: 'success', usguid: ids!.usguid, flowId: ids!.flowId });
  guard.expectClean();
});
