import { expect, test } from '@playwright/test';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';
import { DESKTOP } from './viewports.ts';

for (const code of ['MC', 'MCUK', 'MCES']) {
  test(`${code}: home sliders link to their category and respect their limits`, async ({ page }) => {
    const guard = guardConsole(page);
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, siteUrl(code));
    const sections = page.locator('main section[data-group]');
    expect(await sections.count()).toBeGreaterThanOrEqual(3);
    for (const group of await sections.all()) {
      const name = await group.getAttribute('data-group');
      const tiles = await group.locator('a[data-game]').count();
      expect(tiles, `${name}`).toBeGreaterThan(0);
      expect(tiles, `${name}`).toBeLessThanOrEqual(name === 'most_played' ? 20 : 14);
    }
    if (code === 'MCES') expect(await page.locator('section[data-group="most_played"] a[data-game]').count()).toBe(20);
    const first = sections.first();
    await first.getByRole('link', { name: /See all|Ver todo|Ver todos/ }).click();
    await expect(page.locator('main section[data-group]').first()).toBeVisible();
    await expect(page).not.toHaveURL(siteUrl(code));
    guard.expectClean();
  });
}

test('a category shows its intro, groups, badges and grows with show more', async ({ page }) => {
  // A 503 is the endpoint saying the platform ran past the server's timeout (on a loaded
  // machine): the grid's query retries it, and the games arriving is what counts.
  const guard = guardConsole(page, [/Failed to load resource: the server responded with a status of 503/]);
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, siteUrl('MCUK', '/online-slots/'));
  await expect(page.locator('h1')).toHaveText('Online Slots');
  await expect(page.locator('.intro')).toBeVisible();
  const grid = page.locator('section[data-group="slots"]');
  const before = await grid.locator('a[data-game]').count();
  expect(before).toBe(24);
  // Tiles below the fold are not rendered yet (content-visibility) but already about as tall as
  // those that are: a row that grew 34 px on coming into view moved "show more" (44 px tall)
  // from under a click aimed at its middle.
  const heights = await grid.locator('ul > li:has(> a[data-game])').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height));
  for (const height of heights) expect(Math.abs(height - heights[0]!)).toBeLessThanOrEqual(8);
  await grid.getByRole('button', { name: 'Show more games' }).click();
  try {
    // The click loads the island's code, hydrates it, replays the click and fetches the next
    // games (retried after 1, 2 and 4 s on a failure): more than the default 5 s on a machine
    // whose two cores run two browsers and both test stacks.
    await expect.poll(() => grid.locator('a[data-game]').count(), { timeout: 15_000 }).toBe(48);
  } finally {
    // The grid stayed at 24 now and then on 2026-11-27, nothing in the console: the last row,
    // not rendered until Playwright had scrolled to it, grew between the press and the release,
    // so the click went to the section (fixed in game-group-section.module.css, checked above).
    guard.expectClean();
  }
  await expect(page.locator('[data-badge]').first()).toBeVisible();
});

test('a game page shows its parameters in the culture and currency, the disclaimer and play', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MCUK', '/online-slots/pharaohs-nights/'));
  await expect(page.locator('h1')).toHaveText("Pharaoh's Nights");
  await expect(page.locator('[data-parameter="minBet"] dd')).toHaveText('£0.10');
  await expect(page.locator('[data-parameter="rtp"] dd')).toHaveText('96.63%');
  await expect(page.getByText('Some games may be removed or temporarily unavailable')).toBeVisible();
  await expect(page.getByRole('link', { name: "Play Pharaoh's Nights" })).toHaveAttribute('href', /\/play\/mcuk\/games\/pharaohs-nights\//);
  await gotoHydrated(page, siteUrl('MCES', '/online-slots/pharaohs-nights/'));
  await expect(page.locator('[data-parameter="minBet"] dd')).toHaveText('0,10 €');
});

test('an unknown game slug is a 404', async ({ page }) => {
  const response = await gotoHydrated(page, siteUrl('MCUK', '/online-slots/no-such-game/'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-page-code="404"]')).toBeVisible();
});

test.describe('game search', () => {
  test('nothing until 2 letters, then a count; no results; typos; the game overlay and back', async ({ page }) => {
    const guard = guardConsole(page);
    await gotoHydrated(page, siteUrl('MCUK'));
    await page.getByRole('link', { name: 'Search games' }).click();
    const overlay = page.getByTestId('search-overlay');
    await expect(overlay).toBeVisible();
    const input = overlay.getByRole('searchbox');
    await expect(input).toBeFocused();
    const status = page.getByTestId('search-status');
    await input.fill('p');
    await expect(status).toHaveText('Type at least 2 letters to search.');
    await expect(overlay.locator('li')).toHaveCount(0);
    await input.fill('ph');
    await expect(status).toHaveText(/^\d+ games? found$/);
    await input.fill('zzqqxx');
    await expect(status).toHaveText('No games match “zzqqxx”.');
    await input.fill('pharoahs nigts');
    await expect(overlay.getByRole('link', { name: /Pharaoh's Nights/ })).toBeVisible();
    await overlay.getByRole('link', { name: /Pharaoh's Nights/ }).click();
    await expect(page).toHaveURL(/#search-gamepage-pharaohs-nights$/);
    const game = page.getByTestId('game-overlay');
    await expect(game.getByRole('heading', { name: "Pharaoh's Nights" })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/#search$/);
    await expect(overlay).toBeVisible();
    await expect(input).toHaveValue('pharoahs nigts');
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(siteUrl('MCUK'));
    guard.expectClean();
  });

  test('opens from a #gamepage link on load, and closing removes the hash', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCES', '/#gamepage-pharaohs-nights'));
    await expect(page.getByTestId('game-overlay')).toBeVisible();
    await page.getByTestId('game-overlay').getByRole('button').click();
    await expect(page.getByTestId('game-overlay')).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');
  });
});
