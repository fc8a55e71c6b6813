import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated } from './hydrated.ts';
import { E2E_PLATFORM_PORT, siteUrl } from './ports.ts';
import { DESKTOP } from './viewports.ts';

const platformApi = (site: string, path: string) => `http://127.0.0.1:${E2E_PLATFORM_PORT}/sites/${site}/v1/${path}`;

/** Slugs of the seed's promotions in a culture, by the platform's own status. */
async function seedPromotions(site: string, culture: string): Promise<{ slug: string; status: string }[]> {
  const response = await fetch(platformApi(site, `cms/promotions?culture=${culture}`));
  expect(response.ok).toBe(true);
  return ((await response.json()) as { items: { slug: string; status: string }[] }).items;
}

test.describe('promotions list', () => {
  test.use({ viewport: DESKTOP });

  for (const { code, site, culture, path, expected, hidden } of [
    {
      code: 'MCUK',
      site: 'mcuk',
      culture: 'en-GB',
      path: '/promotions/',
      expected: ['welcome-bonus', 'slots-race'],
      hidden: ['grand-launch', 'draft-bonus-spins'],
    },
    {
      code: 'MCES',
      site: 'mces',
      culture: 'es',
      path: '/promociones/',
      expected: ['sorteo-viaje-final-champions', 'bono-300-giros'],
      hidden: ['gran-lanzamiento', 'borrador-giros-extra'],
    },
  ]) {
    test(`${code}: running promotions as cards, never a not-yet-started or draft one, then the winners`, async ({ page }) => {
      const guard = guardConsole(page);
      const response = await gotoHydrated(page, siteUrl(code, path));
      expect(response?.status()).toBe(200);
      const current = page.getByTestId('promotions-current');
      const cards = current.locator('article[data-promotion]');
      const active = (await seedPromotions(site, culture)).filter((item) => item.status === 'active').map((item) => item.slug);
      await expect(cards).toHaveCount(active.length);
      for (const slug of expected) await expect(current.locator(`article[data-promotion="${slug}"]`)).toBeVisible();
      for (const slug of hidden) {
        await expect(page.locator(`[data-promotion="${slug}"]`)).toHaveCount(0);
        await expect(page.locator(`a[href*="${slug}"]`)).toHaveCount(0);
      }
      const first = cards.first();
      await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(first.locator('img')).toHaveAttribute('width', '1200');
      await expect(first.getByTestId('promotion-dates')).toBeVisible();
      await expect(first.locator('[data-cta]')).toBeVisible();
      await expect(page.getByTestId('winners').locator('tbody tr').first()).toBeVisible();
      guard.expectClean();
    });
  }

  test('a card title leads to its promotion page', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK', '/promotions/'));
    await page.locator('article[data-promotion="weekly-cashback"]').getByRole('link', { name: 'Weekly cashback' }).click();
    await expect(page).toHaveURL(siteUrl('MCUK', '/promotions/weekly-cashback/'));
    await expect(page.locator('h1')).toHaveText('Weekly cashback');
  });

  test('has no axe violations', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK', '/promotions/'));
    await expectNoAxeViolations(page);
  });
});

test.describe('promotion page', () => {
  test.use({ viewport: DESKTOP });

  test('a running promotion shows its body, dates, call to action and its own terms', async ({ page }) => {
    const guard = guardConsole(page);
    const response = await gotoHydrated(page, siteUrl('MCUK', '/promotions/welcome-bonus/'));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Welcome bonus \| /);
    await expect(page.locator('h1')).toHaveText('Welcome bonus');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions/');
    const article = page.locator('article[data-promotion="welcome-bonus"]');
    await expect(article).toHaveAttribute('data-state', 'active');
    await expect(page.getByTestId('promotion-ended')).toHaveCount(0);
    await expect(article.getByTestId('promotion-dates')).toContainText('Runs from');
    await expect(article.locator('[data-cta]')).toHaveText('Join now');
    await expect(article.locator('[data-cta]')).toHaveAttribute('href', '#account/register');
    const terms = page.getByTestId('promotion-terms');
    await expect(terms.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect(terms).toContainText('18+');
    await expect(terms.getByRole('link', { name: 'bonus policy' })).toHaveAttribute('href', '/bonus-policy/');
    guard.expectClean();
  });

  test('a race shows the top of its leaderboard and links to the whole board; no axe violations', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK', '/promotions/slots-race/'));
    const section = page.getByTestId('promotion-leaderboard');
    await expect(section.locator('tbody tr')).toHaveCount(10);
    await expect(section.getByRole('link', { name: 'See the full leaderboard' })).toHaveAttribute('href', '/promotions/leaderboard/slots-race/');
    await expectNoAxeViolations(page);
  });

  test('an expired promotion says it has ended, links to the latest promotions and has no call to action', async ({ page }) => {
    const expired = (await seedPromotions('mcuk', 'en-GB')).find((item) => item.status === 'expired');
    expect(expired, 'the seed has an expired promotion').toBeDefined();
    const guard = guardConsole(page);
    const response = await gotoHydrated(page, siteUrl('MCUK', `/promotions/${expired!.slug}/`));
    expect(response?.status()).toBe(200);
    const notice = page.getByTestId('promotion-ended');
    await expect(notice).toContainText('This promotion has ended.');
    await expect(page.locator(`article[data-promotion="${expired!.slug}"]`)).toHaveAttribute('data-state', 'ended');
    await expect(page.locator('[data-cta]')).toHaveCount(0);
    await expect(page.getByTestId('promotion-dates')).toContainText('Ran from');
    await expect(page.getByTestId('promotion-terms')).toBeVisible();
    guard.expectClean();
    await notice.getByRole('link', { name: 'See the latest promotions' }).click();
    await expect(page).toHaveURL(siteUrl('MCUK', '/promotions/'));
    await expect(page.getByTestId('promotions-current').locator('article[data-promotion]').first()).toBeVisible();
  });

  test('an unknown, not-yet-started or draft promotion is a 404', async ({ page }) => {
    for (const slug of ['no-such-promotion', 'grand-launch', 'draft-bonus-spins']) {
      const response = await gotoHydrated(page, siteUrl('MCUK', `/promotions/${slug}/`));
      expect(response?.status(), slug).toBe(404);
      await expect(page.locator('[data-page-code="404"]')).toBeVisible();
    }
  });

  test('es: the Champions final trip draw lives at /promociones/sorteo-viaje-final-champions/', async ({ page }) => {
    const guard = guardConsole(page);
    const response = await gotoHydrated(page, siteUrl('MCES', '/promociones/sorteo-viaje-final-champions/'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('h1')).toContainText('Champions');
    const article = page.locator('article[data-promotion="sorteo-viaje-final-champions"]');
    await expect(article.locator('[data-cta]')).toHaveAttribute('href', '/online-slots/');
    await expect(page.getByTestId('promotion-terms')).toContainText('18');
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Promociones' })).toHaveAttribute(
      'href',
      '/promociones/',
    );
    guard.expectClean();
  });
});

test.describe('leaderboards', () => {
  test.use({ viewport: DESKTOP });

  test('shows the top 100 with rank, player, city and points columns; no axe violations', async ({ page }) => {
    const guard = guardConsole(page);
    const response = await gotoHydrated(page, siteUrl('MCUK', '/promotions/leaderboard/slots-race/'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Slots Race');
    const table = page.getByTestId('leaderboard-table');
    await expect(table.locator('caption')).toHaveText('Top 100 players');
    await expect(table.locator('thead th[scope="col"]')).toHaveText(['Rank', 'Player', 'City', 'Points']);
    await expect(table.locator('tbody tr')).toHaveCount(100);
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('1');
    await expect(table.locator('tbody tr').last().locator('td').first()).toHaveText('100');
    await expect(table.locator('tbody th[scope="row"]').first()).not.toBeEmpty();
    guard.expectClean();
    await expectNoAxeViolations(page);
  });

  test('es has its own leaderboard route under /promociones/', async ({ page }) => {
    const response = await gotoHydrated(page, siteUrl('MCES', '/promociones/leaderboard/torneo-drops-and-wins/'));
    expect(response?.status()).toBe(200);
    const table = page.getByTestId('leaderboard-table');
    await expect(table.locator('thead th[scope="col"]')).toHaveText(['Posición', 'Jugador', 'Ciudad', 'Puntos']);
    await expect(table.locator('tbody tr')).toHaveCount(100);
    const wrongRoute = await gotoHydrated(page, siteUrl('MCES', '/promotions/leaderboard/torneo-drops-and-wins/'));
    expect(wrongRoute?.status()).toBe(404);
  });

  test('an unknown leaderboard is a 404', async ({ page }) => {
    const response = await gotoHydrated(page, siteUrl('MCUK', '/promotions/leaderboard/no-such-race/'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-page-code="404"]')).toBeVisible();
  });
});

test.describe('winners', () => {
  test('the home page lists the latest winners with amounts in the site currency and times in GMT', async ({ page }) => {
    const guard = guardConsole(page);
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, siteUrl('MCUK'));
    const winners = page.getByTestId('winners');
    await expect(winners.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
    const table = winners.getByRole('table', { name: 'Latest winners' });
    await expect(table.locator('thead th[scope="col"]')).toHaveText(['Player', 'Win', 'Game', 'Date (GMT)']);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(10);
    const first = rows.first();
    await expect(first.locator('td').first()).toHaveText(/^£[\d,]+(\.\d{2})?$/);
    const time = first.locator('time');
    const iso = (await time.getAttribute('datetime'))!;
    const utc = new Date(iso);
    const hhmm = `${String(utc.getUTCHours()).padStart(2, '0')}:${String(utc.getUTCMinutes()).padStart(2, '0')}`;
    await expect(time).toHaveText(new RegExp(`${utc.getUTCDate()} \\w+ ${utc.getUTCFullYear()}, ${hhmm} GMT$`));
    await expect(table.locator('tbody a[href^="/live-casino/"], tbody a[href^="/casino-games/"]').first()).toBeVisible();
    const game = table.locator('tbody a[href^="/online-slots/"]').first();
    const name = (await game.textContent())!;
    await game.click();
    await expect(page.locator('h1')).toHaveText(name);
    guard.expectClean();
  });

  test('es shows euros formatted for Spain', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCES'));
    await expect(page.getByTestId('winners').locator('tbody tr').first().locator('td').first()).toHaveText(/^[\d.]+(,\d{2})?\s€$/);
    await expect(page.getByTestId('winners').locator('time').first()).toHaveText(/GMT$/);
  });
});

test('da has no promotions: no link to them, and the page is a 404', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MCDK'));
  await expect(page.locator('a[href="/promotions/"]')).toHaveCount(0);
  const response = await gotoHydrated(page, siteUrl('MCDK', '/promotions/'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-page-code="404"]')).toBeVisible();
});
