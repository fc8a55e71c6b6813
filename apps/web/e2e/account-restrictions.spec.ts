import { expect, test, type Page } from '@playwright/test';
import { createAccount, guardJourneyConsole, PLAY, submitLogin, widget } from './account.ts';
import {
  entryView,
  expectClosedWithoutHash,
  expectView,
  findGamePage,
  html,
  recordedViews,
  recordViews,
  setHash,
  SITES,
  visit,
  type SiteCode,
  type SiteTraits,
  type WidgetView,
} from './account-scenarios.ts';

// Every command a visitor can cause, under every restriction level the seeded geo rules give
// (apps/platform/src/seed/reference.ts), on four sites: the rules of docs/player-journey.md
// ("Restrictions") as the real widget shows them. Then the Ontario rule (maintenance: shared-maintenance.spec.ts).

type Level = 'none' | 'playblocked' | 'registerblocked' | 'blockedwithlogin' | 'blocked' | 'fullyblocked' | 'accountblocked';

/** Which country (or region) gives which level on which site. */
const LEVELS: Record<SiteCode, [string, Level][]> = {
  MC: [
    ['MT', 'none'],
    ['ES', 'registerblocked'],
    ['GB', 'blockedwithlogin'],
    ['FR', 'blocked'],
    ['NL', 'fullyblocked'],
    ['IN-TG', 'accountblocked'],
  ],
  MCUK: [
    ['GB', 'none'],
    ['DE', 'playblocked'],
    ['IE', 'registerblocked'],
    ['US', 'blocked'],
    ['NL', 'fullyblocked'],
  ],
  MCSE: [
    ['SE', 'none'],
    ['DK', 'playblocked'],
    ['NO', 'registerblocked'],
    ['US', 'blocked'],
  ],
  MCES: [
    ['ES', 'none'],
    ['FR', 'playblocked'],
    ['PT', 'registerblocked'],
    ['US', 'blocked'],
  ],
};

/** What a visitor can do: the header's log-in and join links, account hashes, a game's "Play now". */
type Command = 'login' | 'register' | 'forgot-password' | 'reset_password' | 'feedback' | 'depositlimits' | 'play';

/** The view a guest gets, and the funnel point the page mirrors for a notice. */
function expectedView(site: SiteTraits, level: Level, command: Command): { view: WidgetView; notice?: 'playblocked' | 'registerblocked' } {
  const normal = (): WidgetView => {
    switch (command) {
      case 'login':
      case 'depositlimits':
        return entryView(site, 'login');
      case 'register':
      case 'play':
        return entryView(site, 'registration');
      case 'forgot-password':
      case 'reset_password':
        return 'forgot-password';
      case 'feedback':
        return 'feedback';
    }
  };
  switch (level) {
    case 'playblocked':
      return command === 'register' ? { view: normal() } : { view: 'notice', notice: 'playblocked' };
    case 'registerblocked':
      return command === 'register' || command === 'play' || command === 'feedback' ? { view: 'notice', notice: 'registerblocked' } : { view: normal() };
    case 'blockedwithlogin':
      return { view: 'login' };
    default:
      return { view: normal() };
  }
}

const blockingView = (page: Page) => page.getByTestId('blocking-view');

async function trigger(page: Page, command: Command): Promise<void> {
  if (command === 'login' || command === 'register') await page.getByRole('banner').locator(`a[href="#account/${command}"]`).first().click();
  else if (command === 'play') await page.locator('a[data-play="real"]').click();
  else await setHash(page, `#account/${command}`);
}

/** The funnel point an account hash sets (before the restriction rules, which keep it under a block). */
const FUNNEL: Partial<Record<Command, string>> = {
  login: 'login',
  register: 'register',
  'forgot-password': 'resetPassword',
  reset_password: 'resetPassword',
  feedback: 'feedback',
  depositlimits: 'login',
};

for (const site of SITES) {
  for (const [gl, level] of LEVELS[site.code]) {
    test(`${site.code} gl=${gl}: every command under ${level}`, async ({ page, request }) => {
      const guard = guardJourneyConsole(page);
      await recordViews(page);
      const game = await findGamePage(site.code);
      await visit(page, site.code, game.path, gl);
      if (level === 'none') await expect(html(page)).not.toHaveAttribute('data-restriction');
      else await expect(html(page)).toHaveAttribute('data-restriction', level);

      if (level === 'blocked' || level === 'fullyblocked' || level === 'accountblocked') {
        const widgetScripts: string[] = [];
        page.on('request', (req) => req.url().includes('/son-auth/') && widgetScripts.push(req.url()));
        await expect(blockingView(page)).toBeVisible();
        await expect(blockingView(page)).toHaveAttribute('data-restriction', level);
        await expect(blockingView(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
        // Account hashes: the page takes the mode (the geo-block module) and the widget no command.
        const commands: Command[] = [
          'login',
          'register',
          'forgot-password',
          ...(site.feedbacks ? (['feedback'] as const) : []),
          'depositlimits',
          'reset_password',
        ];
        for (const command of commands) {
          await setHash(page, `#account/${command}`);
          await expect(html(page)).toHaveAttribute('data-funnel-point', FUNNEL[command]!);
          await expect(html(page)).toHaveAttribute('data-account-module', 'geoBlock');
        }
        // A play click (the page behind the view is inert: dispatched as a script would) does nothing either.
        const played = page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              window.addEventListener('mc:track', (event) => (event as CustomEvent<{ event: string }>).detail.event === 'play' && resolve()),
            ),
        );
        const before = page.url();
        await page.locator('a[data-play="real"]').dispatchEvent('click');
        await played;
        await expect(html(page)).not.toHaveAttribute('data-account-widget');
        expect(page.url().split('#')[0]).toBe(before.split('#')[0]);
        await expect(widget(page)).toHaveCount(0);
        await expect(blockingView(page)).toBeVisible();
        expect(await recordedViews(page)).toEqual([]);
        expect(widgetScripts).toEqual([]);
        guard.expectClean();
        return;
      }

      if (level === 'blockedwithlogin') {
        await expect(blockingView(page)).toBeVisible();
        await expect(blockingView(page)).toHaveAttribute('data-restriction', 'blockedwithlogin');
        // Every account hash is a login here; the view gives way while the widget is on screen and comes back after.
        for (const command of ['register', 'forgot-password', 'feedback', 'depositlimits'] as const) {
          await setHash(page, `#account/${command}`);
          await expectView(page, 'login', 'Log in');
          await expect(blockingView(page)).toHaveCount(0);
          await page.goBack();
          await expectClosedWithoutHash(page);
          await expect(blockingView(page)).toBeVisible();
        }
        // Its "Log in" opens the login form, and a login reaches the platform.
        const account = await createAccount(request, 'mc');
        await blockingView(page).getByRole('link', { name: 'Log in' }).click();
        await expectView(page, 'login', 'Log in');
        await submitLogin(page, account.username, account.password);
        await expect(page.getByTestId(PLAY.lobby)).toBeVisible({ timeout: 15_000 });
        await expect(page.getByTestId('play-player')).toHaveText(account.username);
        guard.expectClean();
        return;
      }

      await expect(blockingView(page)).toHaveCount(0);
      const commands: Command[] = [
        'login',
        'register',
        'forgot-password',
        'reset_password',
        ...(site.feedbacks ? (['feedback'] as const) : []),
        'depositlimits',
        'play',
      ];
      for (const [index, command] of commands.entries()) {
        const { view, notice } = expectedView(site, level, command);
        await trigger(page, command);
        await expectView(page, view);
        if (notice) {
          await expect(html(page)).toHaveAttribute('data-funnel-point', notice);
          if (site.code === 'MC' || site.code === 'MCUK')
            await expect(widget(page).locator('#mcw-title')).toHaveText(notice === 'playblocked' ? 'Playing not available' : 'Registration not available');
        }
        if (index % 2 === 0) await page.goBack();
        else await widget(page).getByTestId('account-widget-close').click();
        await expectClosedWithoutHash(page);
      }
      // The notices' own way on: registration under playblocked, login under registerblocked.
      if (level === 'playblocked' || level === 'registerblocked') {
        await trigger(page, 'play');
        await expectView(page, 'notice');
        await widget(page).locator('.mcw-btn').click();
        await expectView(page, entryView(site, level === 'playblocked' ? 'registration' : 'login'));
        await page.keyboard.press('Escape');
        await expectClosedWithoutHash(page);
      }
      guard.expectClean();
    });
  }
}

test.describe('Ontario (region-level block on MC)', () => {
  test('a guest in CA-ON is blocked', async ({ page }) => {
    await visit(page, 'MC', '/', 'CA-ON');
    await expect(html(page)).toHaveAttribute('data-restriction', 'blocked');
    await expect(html(page)).toHaveAttribute('data-geo-country', 'CA');
    await expect(blockingView(page)).toHaveAttribute('data-restriction', 'blocked');
  });

  for (const [province, blocked] of [
    ['BC', false],
    ['ON', true],
  ] as const) {
    test(`a player from ${province} who logged in is ${blocked ? 'still' : 'not'} blocked in CA-ON`, async ({ page, request }) => {
      const account = await createAccount(request, 'mc', { country: 'CA', province });
      await visit(page, 'MC', '/', 'CA');
      await expect(html(page)).not.toHaveAttribute('data-restriction');
      await setHash(page, '#account/login');
      await submitLogin(page, account.username, account.password);
      await expect(page.getByTestId(PLAY.lobby)).toBeVisible({ timeout: 15_000 });

      await visit(page, 'MC', '/', 'CA-ON');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('xtpl') ?? '{}') as { notOntario?: boolean });
      expect(stored.notOntario === true).toBe(!blocked);
      if (blocked) {
        await expect(html(page)).toHaveAttribute('data-restriction', 'blocked');
        await expect(blockingView(page)).toBeVisible();
      } else {
        await expect(html(page)).not.toHaveAttribute('data-restriction');
        await expect(blockingView(page)).toHaveCount(0);
        // Not only the view: the account opens too.
        await setHash(page, '#account/login');
        await expectView(page, 'login', 'Log in');
      }
    });
  }
});
