import { expect, test, type Page } from '@playwright/test';
import { createAccount, guardJourneyConsole, loginThroughWidget, personnummer, widget } from './account.ts';
import {
  entryView,
  expectPlatformGame,
  expectView,
  findGamePage,
  registerThroughForm,
  SITES,
  skipVoucher,
  submitPayNPlay,
  visit,
  type SiteTraits,
} from './account-scenarios.ts';

// Play by market (docs/player-journey.md, "Play by market"): a game page's "Play now" and "Play
// for fun" on four sites, from a guest's click to the play platform's page of that game.

const playNow = (page: Page) => page.locator('a[data-play="real"]');
const playForFun = (page: Page) => page.locator('a[data-play="demo"]');

/** From the registration view to the login view (the widget's "Already have an account? Log in"). */
async function switchToLogin(page: Page, site: SiteTraits): Promise<void> {
  await widget(page).locator('#mcw-register ~ .mcw-links .mcw-link').click();
  await expectView(page, entryView(site, 'login'));
}

for (const site of SITES) {
  test(`${site.code}: "Play now" takes a guest through ${site.payNPlay ? 'Pay N Play' : 'registration'} and a returning player through login to the game in real money`, async ({
    page,
    request,
  }) => {
    const guard = guardJourneyConsole(page);
    const game = await findGamePage(site.code);
    await visit(page, site.code, game.path);

    // A guest: registration first.
    await playNow(page).click();
    await expectView(page, entryView(site, 'registration'));
    await expect(page).toHaveURL(/#account\/register$/);
    let username: string;
    let password = '';
    let personalNumber = '';
    if (site.payNPlay) {
      personalNumber = personnummer();
      await submitPayNPlay(page, personalNumber);
      await skipVoucher(page);
      await expect(page.getByTestId('play-player')).toHaveText(/^pnp_/, { timeout: 15_000 });
      username = (await page.getByTestId('play-player').textContent()) ?? '';
    } else if (site.code === 'MC') {
      ({ username, password } = await registerThroughForm(page));
      await skipVoucher(page);
    } else {
      // A guest who has an account after all: from the registration form to the login.
      const account = await createAccount(request, site.code);
      ({ username, password } = account);
      await switchToLogin(page, site);
      await loginThroughWidget(page, site.code, username, password);
    }
    await expectPlatformGame(page, site.code, game.slug, 'Real money');
    await expect(page.getByTestId('play-player')).toHaveText(username);

    // The same visitor, back on the game page: a returning player, offered the login (username prefilled).
    await visit(page, site.code, game.path);
    // The page knows a returning player from its public state alone (xtpl: segment lead or real, no secret).
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('xtpl') ?? '{}') as { segment?: number }).segment)).toBeGreaterThanOrEqual(0);
    await playNow(page).click();
    await expectView(page, entryView(site, 'login'));
    await expect(page).toHaveURL(/#account\/login$/);
    if (site.payNPlay) {
      await submitPayNPlay(page, personalNumber);
    } else {
      await expect(widget(page).locator('[name="username"]')).toHaveValue(username);
      await loginThroughWidget(page, site.code, username, password);
    }
    await expectPlatformGame(page, site.code, game.slug, 'Real money');
    await expect(page.getByTestId('play-player')).toHaveText(username);
    guard.expectClean();
  });

  test(`${site.code}: "Play for fun" ${site.demoPlay === 'anyone' ? 'goes straight to the demo' : 'asks a guest to log in or register, then opens the demo'}`, async ({
    page,
    request,
  }) => {
    const guard = guardJourneyConsole(page);
    const game = await findGamePage(site.code, { demo: true });
    await visit(page, site.code, game.path);
    await playForFun(page).click();
    if (site.demoPlay === 'anyone') {
      await expectPlatformGame(page, site.code, game.slug, 'Demo');
      await expect(page.getByTestId('play-player')).toHaveCount(0);
    } else {
      await expectView(page, entryView(site, 'registration'));
      const account = await createAccount(request, site.code);
      await switchToLogin(page, site);
      await loginThroughWidget(page, site.code, account.username, account.password);
      await expectPlatformGame(page, site.code, game.slug, 'Demo');
      await expect(page.getByTestId('play-player')).toHaveText(account.username);
    }
    guard.expectClean();
  });
}
