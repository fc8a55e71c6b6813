import { expect, test, type Page } from '@playwright/test';
import {
  collectSessions,
  createAccount,
  expectLobby,
  guardJourneyConsole,
  pageText,
  strongPassword,
  uniqueUsername,
  widget,
  widgetAlert,
  widgetText,
} from './account.ts';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';

/**
 * The widget with the keyboard alone (Tab, Shift+Tab, Space, Enter and typing: no clicks, no
 * `fill`), and axe on the views the journeys do not reach: the registration form's errors and
 * the restriction notices. The journeys scan the other forms and dialogs where they show them.
 */
const WIDGET = '[data-testid=account-widget]';

/** What has the focus: `field:{name}` for a form control, else `{tag}:{text}`. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const node = document.activeElement as HTMLElement | null;
    if (!node) return '';
    const name = node.getAttribute('name');
    if (name && /^(INPUT|SELECT|TEXTAREA)$/.test(node.tagName)) return `field:${name}`;
    return `${node.tagName.toLowerCase()}:${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim()}`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; presses < 60; presses++) {
    const now = await focused(page);
    if (now === target) return;
    seen.push(now);
    await page.keyboard.press(key);
  }
  throw new Error(`${target} never got the focus; focus went through: ${seen.join(' → ')}`);
}

test.describe('keyboard only (MCUK)', () => {
  // The date field's segments follow the browser's locale: month, day, year in en-US.
  test.use({ locale: 'en-US' });

  test('register with the keyboard: the join link, every required field, the consents, the voucher step', async ({ page }) => {
    const guard = guardJourneyConsole(page);
    collectSessions(page);
    const copy = widgetText('MCUK');
    const { header, voucher } = pageText('MCUK');
    await gotoHydrated(page, siteUrl('MCUK'));
    await tabTo(page, `a:${header.join}`);
    await page.keyboard.press('Enter');
    await expect(widget(page).getByRole('heading', { name: copy.registerTitle })).toBeVisible();
    // The form takes the focus at its first field.
    expect(await focused(page)).toBe('field:username');

    const username = uniqueUsername('k');
    const entries: [string, string][] = [
      ['username', username],
      ['email', `${username}@example.test`],
      ['password', strongPassword()],
      ['firstName', 'Kay'],
      ['lastName', 'Board'],
      ['dateOfBirth', '05171990'],
      ['address', '2 Key Street'],
      ['city', 'Tabford'],
      ['postcode', 'K1 1EY'],
    ];
    for (const [name, value] of entries) {
      await tabTo(page, `field:${name}`);
      await page.keyboard.type(value);
    }
    await expect(widget(page).getByLabel(copy.dateOfBirth)).toHaveValue('1990-05-17');
    for (const consent of ['terms', 'adult']) {
      await tabTo(page, `field:${consent}`);
      await page.keyboard.press('Space');
    }
    await tabTo(page, `button:${copy.registerSubmit}`);
    await page.keyboard.press('Enter');

    const dialog = page.getByTestId('voucher-dialog');
    await expect(dialog.getByRole('heading', { name: voucher.title })).toBeVisible();
    await expect(dialog.getByLabel(voucher.label)).toBeFocused();
    await tabTo(page, `button:${voucher.continueWithout}`);
    await page.keyboard.press('Space');
    await expectLobby(page, 'MCUK', username);
    guard.expectClean();
  });

  test('log in with the keyboard; the dialog keeps the focus (Shift+Tab reaches its close button)', async ({ page, request }) => {
    const guard = guardJourneyConsole(page);
    collectSessions(page);
    const copy = widgetText('MCUK');
    const account = await createAccount(request, 'MCUK');
    await gotoHydrated(page, siteUrl('MCUK'));
    await tabTo(page, `a:${pageText('MCUK').header.login}`);
    await page.keyboard.press('Enter');
    await expect(widget(page).getByRole('heading', { name: copy.loginTitle })).toBeVisible();
    expect(await focused(page)).toBe('field:username');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(`button:${copy.close}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.username);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('field:password');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expectLobby(page, 'MCUK', account.username);
    guard.expectClean();
  });
});

test('the registration form with errors: each field names its error, the summary lists them; axe finds nothing', async ({ page }) => {
  const copy = widgetText('MC');
  await gotoHydrated(page, siteUrl('MC', '/#account/register'));
  const dialog = widget(page);
  await dialog.getByRole('button', { name: copy.registerSubmit }).click();
  await expect(widgetAlert(page)).toContainText(copy.fixFields);
  await expect(widgetAlert(page)).toBeFocused();
  const username = dialog.getByLabel(copy.newUsername, { exact: true });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(copy.required);
  await expectNoAxeViolations(page, WIDGET);
});

test.describe('restriction notices (MCUK, emulated countries)', () => {
  test('registerblocked (IE): the join link gets a notice offering the login', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK', '/?gl=IE'));
    await expect(page.locator('html')).toHaveAttribute('data-restriction', 'registerblocked', { timeout: 15_000 });
    await page
      .getByRole('banner')
      .getByRole('link', { name: pageText('MCUK').header.join })
      .click();
    const dialog = widget(page);
    await expect(dialog.getByRole('heading', { name: 'Registration not available' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
  });

  test('playblocked (DE): a play link gets a notice offering the registration', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, siteUrl('MCUK', '/?gl=DE'));
    await expect(page.locator('html')).toHaveAttribute('data-restriction', 'playblocked', { timeout: 15_000 });
    await page.locator('a[data-play-link]').first().click();
    const dialog = widget(page);
    await expect(dialog.getByRole('heading', { name: 'Playing not available' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
  });
});
