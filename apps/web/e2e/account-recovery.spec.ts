import { expect, test, type Page } from '@playwright/test';
import {
  awaitMail,
  collectSessions,
  createAccount,
  expectLobby,
  guardJourneyConsole,
  loginThroughWidget,
  payNPlayAccount,
  personnummer,
  scanOn,
  strongPassword,
  widget,
  widgetAlert,
  widgetText,
  type JourneySite,
} from './account.ts';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';

/**
 * The widget's other journeys against the real stack: a forgotten password (the link read from
 * the platform's outbox), feedback, and deposit limits.
 */
const WIDGET = '[data-testid=account-widget]';
const FAILED_REQUEST = /Failed to load resource: the server responded with a status of (400|401)/;

/** Fills and sends the open widget's reset form. */
async function choosePassword(page: Page, site: JourneySite, password: string): Promise<void> {
  const copy = widgetText(site);
  const dialog = widget(page);
  await expect(dialog.getByRole('heading', { name: copy.resetTitle })).toBeVisible();
  await dialog.getByLabel(copy.resetPassword, { exact: true }).fill(password);
  await dialog.getByLabel(copy.resetConfirm, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: copy.resetSubmit }).click();
}

for (const site of ['MC', 'MCUK', 'MCES'] as const) {
  test(`${site}: forgotten password: the emailed link sets a new one; the old one and the used link are refused`, async ({ page, request }) => {
    const guard = guardJourneyConsole(page, [FAILED_REQUEST]);
    collectSessions(page);
    const copy = widgetText(site);
    const account = await createAccount(request, site);
    await gotoHydrated(page, siteUrl(site, '/#account/login'));
    const dialog = widget(page);
    await dialog.getByRole('button', { name: copy.forgotLink }).click();
    await expect(dialog.getByRole('heading', { name: copy.forgotTitle })).toBeVisible();
    await scanOn('MCUK', site, page, WIDGET);
    await dialog.getByLabel(copy.username, { exact: true }).fill(account.username);
    await dialog.getByRole('button', { name: copy.forgotSubmit }).click();
    await expect(dialog.getByRole('status')).toHaveText(copy.forgotSent);
    await scanOn('MCUK', site, page, WIDGET);

    const mail = await awaitMail(request, account.email);
    const link = /https?:\/\/\S+#account\/reset_password\/[\w-]+/.exec(mail.body)?.[0] ?? '';
    expect(link.startsWith(siteUrl(site, '/#account/reset_password/'))).toBe(true);

    await gotoHydrated(page, link);
    // The code leaves the address at once.
    await expect(page).toHaveURL(siteUrl(site, '/#account/reset_password'));
    await expect(dialog.getByRole('heading', { name: copy.resetTitle })).toBeVisible();
    await scanOn('MCUK', site, page, WIDGET);
    const password = strongPassword();
    await choosePassword(page, site, password);
    await expect(dialog.getByRole('status')).toHaveText(copy.resetDone);
    await scanOn('MCUK', site, page, WIDGET);
    await dialog.getByRole('button', { name: copy.loginSubmit }).click();

    await loginThroughWidget(page, site, account.username, account.password);
    await expect(widgetAlert(page)).toHaveText(copy.wrongCredentials);
    await loginThroughWidget(page, site, account.username, password);
    await expectLobby(page, site, account.username);

    // The link works once.
    await gotoHydrated(page, link);
    await choosePassword(page, site, strongPassword());
    await expect(widgetAlert(page)).toContainText(copy.resetInvalid);
    await scanOn('MCUK', site, page, WIDGET);
    guard.expectClean();
  });
}

for (const site of ['MC', 'MCUK', 'MCES'] as const) {
  test(`${site}: #feedback opens the feedback form; a message is sent and thanked for`, async ({ page }) => {
    const guard = guardJourneyConsole(page);
    const copy = widgetText(site);
    await gotoHydrated(page, siteUrl(site, '/#feedback'));
    const dialog = widget(page);
    await expect(dialog.getByRole('heading', { name: copy.feedbackTitle })).toBeVisible();
    await scanOn('MCES', site, page, WIDGET);
    await dialog.getByLabel(copy.feedbackMessage).fill(`Browser test feedback for ${site}.`);
    await dialog.getByRole('button', { name: copy.feedbackSubmit }).click();
    await expect(dialog.getByRole('status')).toHaveText(copy.feedbackThanks);
    await scanOn('MCES', site, page, WIDGET);
    guard.expectClean();
  });
}

test('MCSE has no feedbacks: #feedback opens nothing, while an account hash still does', async ({ page }) => {
  // Every view the widget shows is recorded (the dialog's data-widget), from the page's first script on.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { widgetViews: string[] }).widgetViews = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        const value = (record.target as Element).getAttribute('data-widget');
        if (value) shown.push(value);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget'] });
  });
  await gotoHydrated(page, siteUrl('MCSE', '/#feedback'));
  await expect(page.locator('html')).not.toHaveAttribute('data-account-widget');
  await page.evaluate(() => (window.location.hash = '#account/login'));
  await expect(widget(page).getByRole('heading', { name: widgetText('MCSE').pnpTitle })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { widgetViews: string[] }).widgetViews)).toEqual(['paynplay']);
});

/** Fills the open limits form and saves it. */
async function saveLimits(page: Page, site: JourneySite, limits: [string, string, string]): Promise<void> {
  const copy = widgetText(site);
  const dialog = widget(page);
  await expect(dialog.getByRole('heading', { name: copy.limitsTitle })).toBeVisible();
  const [daily, weekly, monthly] = limits;
  await dialog.getByLabel(new RegExp(`^${copy.dailyLimit}`)).fill(daily);
  await dialog.getByLabel(new RegExp(`^${copy.weeklyLimit}`)).fill(weekly);
  await dialog.getByLabel(new RegExp(`^${copy.monthlyLimit}`)).fill(monthly);
  await dialog.getByRole('button', { name: copy.limitsSubmit }).click();
}

test('MCSE: the Spelgränser mark (responsible-gaming bar) opens deposit limits: Pay N Play identifies the player, the limits are saved', async ({
  page,
  request,
}) => {
  const guard = guardJourneyConsole(page, [FAILED_REQUEST]);
  collectSessions(page);
  const copy = widgetText('MCSE');
  const number = personnummer();
  await payNPlayAccount(request, number);
  await gotoHydrated(page, siteUrl('MCSE'));
  await page
    .getByTestId('rg-bar')
    .getByRole('link', { name: /Spelgränser/ })
    .click();
  await expect(page).toHaveURL(/#account\/depositlimits$/);
  const dialog = widget(page);
  // A Pay N Play player has no password: the bank identification is the way in.
  await expect(dialog.getByRole('heading', { name: copy.pnpTitle })).toBeVisible();
  await dialog.getByLabel(copy.personalNumber).fill(number);
  await dialog.getByLabel(new RegExp(`^${copy.depositAmount}`)).fill('100');
  await dialog.getByRole('button', { name: copy.pnpSubmit }).click();

  await expect(dialog.getByRole('heading', { name: copy.limitsTitle })).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  // daily ≤ weekly ≤ monthly: the back end says which field is wrong.
  await saveLimits(page, 'MCSE', ['300', '200', '1000']);
  await expect(dialog.getByLabel(new RegExp(`^${copy.weeklyLimit}`))).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, WIDGET);
  await saveLimits(page, 'MCSE', ['100', '200', '1000']);
  await expect(dialog.getByRole('status')).toHaveText(copy.limitsSaved);
  await expectNoAxeViolations(page, WIDGET);
  // The player stays on the site; the mark again: the limits at once, as saved.
  expect(new URL(page.url()).origin).toBe(new URL(siteUrl('MCSE')).origin);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page
    .getByTestId('rg-bar')
    .getByRole('link', { name: /Spelgränser/ })
    .click();
  await expect(dialog.getByLabel(new RegExp(`^${copy.dailyLimit}`))).toHaveValue('100');
  guard.expectClean();
});

test('MCUK: #account/depositlimits logs a guest in, then saves the limits, which the form shows next time', async ({ page, request }) => {
  const guard = guardJourneyConsole(page);
  collectSessions(page);
  const copy = widgetText('MCUK');
  const account = await createAccount(request, 'MCUK');
  await gotoHydrated(page, siteUrl('MCUK', '/#account/depositlimits'));
  const dialog = widget(page);
  await loginThroughWidget(page, 'MCUK', account.username, account.password);
  await saveLimits(page, 'MCUK', ['20', '100', '300']);
  await expect(dialog.getByRole('status')).toHaveText(copy.limitsSaved);
  expect(new URL(page.url()).origin).toBe(new URL(siteUrl('MCUK')).origin);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.evaluate(() => (window.location.hash = '#account/depositlimits'));
  await expect(dialog.getByLabel(new RegExp(`^${copy.dailyLimit}`))).toHaveValue('20');
  await expect(dialog.getByLabel(new RegExp(`^${copy.weeklyLimit}`))).toHaveValue('100');
  await expect(dialog.getByLabel(new RegExp(`^${copy.monthlyLimit}`))).toHaveValue('300');
  guard.expectClean();
});
