import { ACCOUNT_MODES } from '@mc/account-protocol/account-protocol';
import { expect, test } from '@playwright/test';
import { widget } from './account.ts';
import {
  entryView,
  expectClosedWithoutHash,
  expectView,
  html,
  recordedViews,
  recordViews,
  setHash,
  SITES,
  visit,
  type SiteTraits,
  type WidgetView,
} from './account-scenarios.ts';
import { guardConsole } from './console-guard.ts';
import { siteUrl } from './ports.ts';

// Every account hash mode (docs/player-journey.md, "Hash modes") on four sites, against the real
// platform and its reference widget: what opens, and how it goes away (Back, the widget's close).

// All fourteen, from the protocol itself: a mode added there is tested here too.
const MODES = ACCOUNT_MODES;
type Mode = (typeof MODES)[number] | '#feedback';

/**
 * The view a guest gets for a hash, with no restriction: null where the hash is not an account
 * hash (feedback where the culture has feedbacks off). Privacy and terms open the registration
 * form, where the terms and the privacy policy are accepted (decided with this suite).
 */
function expected(mode: Mode, site: SiteTraits): WidgetView | null {
  switch (mode) {
    case 'login':
    case 'pre-login':
    case 'preLogin':
    case 'depositlimits':
      return entryView(site, 'login');
    case 'register':
    case 'pre-register':
    case 'preRegister':
    case 'privacy':
    case 'terms':
      return entryView(site, 'registration');
    case 'reset_password':
    case 'forgot-password':
      return 'forgot-password';
    case 'feedback':
    case '#feedback':
    case 'feedback-register':
      return site.feedbacks ? 'feedback' : null;
    case 'feedback-login':
      // Feedback after a login: the login form first (with "Please log in to continue.").
      return site.feedbacks ? 'login' : null;
  }
}

/** English headings of the views (MC and MCUK); the other cultures' own are checked to be there. */
const ENGLISH: Partial<Record<WidgetView, string>> = {
  login: 'Log in',
  registration: 'Create your account',
  'forgot-password': 'Reset your password',
  feedback: 'Send us your feedback',
};

for (const site of SITES) {
  test(`${site.code}: every account hash mode opens its view; Back and the close button remove the hash and close it`, async ({ page }) => {
    const guard = guardConsole(page);
    await recordViews(page);
    await visit(page, site.code);
    const english = site.code === 'MC' || site.code === 'MCUK';
    const modes: Mode[] = [...MODES, '#feedback'];
    for (const [index, mode] of modes.entries()) {
      const hash = mode === '#feedback' ? '#feedback' : `#account/${mode}`;
      const view = expected(mode, site);
      if (!view) {
        // Not an account hash here: nothing opens. The next account hash shows only its own view.
        const before = (await recordedViews(page)).length;
        await setHash(page, hash);
        await setHash(page, '#account/forgot-password');
        await expectView(page, 'forgot-password');
        expect(
          (await recordedViews(page)).slice(before).filter((name) => name !== 'none'),
          `${hash} on ${site.code}`,
        ).toEqual(['forgot-password']);
        // Back to the feedback hash (not an account hash here): the widget closes; Back again: no hash.
        await page.goBack();
        await expect(widget(page)).toBeHidden();
        await page.goBack();
        await expectClosedWithoutHash(page);
        continue;
      }
      await setHash(page, hash);
      await expectView(page, view, english ? ENGLISH[view] : undefined);
      if (mode === 'feedback-login') await expect(widget(page)).toContainText(english ? 'Please log in to continue.' : /\S/);
      // The page mirrors the mode it asked for.
      await expect(html(page)).toHaveAttribute('data-account-module', /\S/);
      if (index % 2 === 0) {
        await page.goBack();
      } else {
        await widget(page).getByTestId('account-widget-close').click();
      }
      await expectClosedWithoutHash(page);
      await expect(page).toHaveURL(siteUrl(site.code, '/'));
    }
    guard.expectClean();
  });

  test(`${site.code}: landing with an account hash opens it; closing (Escape) takes the hash out of the address`, async ({ page }) => {
    const guard = guardConsole(page);
    await visit(page, site.code, '/#account/register');
    await expectView(page, entryView(site, 'registration'));
    await page.keyboard.press('Escape');
    await expectClosedWithoutHash(page);
    await expect(page).toHaveURL(siteUrl(site.code, '/'));
    // The page stays usable: another account hash opens again.
    await setHash(page, '#account/login');
    await expectView(page, entryView(site, 'login'));
    guard.expectClean();
  });
}
