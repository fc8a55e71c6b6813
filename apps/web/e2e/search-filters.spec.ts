import { expect, test } from '@playwright/test';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated } from './hydrated.ts';
import { E2E_PLATFORM_PORT, siteUrl } from './ports.ts';

// Search a player expects and category filters (issue 18), on MCUK: a typo, a provider and a
// theme each find their games; a filter narrows a category, is the page's URL, and survives a reload.
const API = `http://127.0.0.1:${E2E_PLATFORM_PORT}/sites/mcuk/v1/games`;
interface CatalogueGame {
  name: string;
  provider: string;
  theme: string;
  popularity: number;
}

test('search finds games by a typo, a provider and a theme; a category filter narrows and survives a reload', async ({ page, request }) => {
  const guard = guardConsole(page);
  const catalogue = ((await (await request.get(`${API}/extended?culture=en-GB`)).json()) as { games: CatalogueGame[] }).games;
  const byPopularity = [...catalogue].sort((a, b) => b.popularity - a.popularity);

  await gotoHydrated(page, siteUrl('MCUK', '/#search'));
  const overlay = page.getByTestId('search-overlay');
  const input = overlay.getByRole('searchbox');
  const status = page.getByTestId('search-status');
  const results = overlay.getByRole('listitem');

  // A typo: two neighbouring letters of a long name word swapped.
  const target = byPopularity.find((game) => /\b[A-Za-z]{7,}\b/.test(game.name))!;
  const word = /\b[A-Za-z]{7,}\b/.exec(target.name)![0];
  const typo = target.name.replace(word, `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`);
  await input.fill(typo);
  await expect(results.first()).toContainText(target.name);

  // A provider: all its games, none else.
  const provider = 'Copperfox Studios';
  await input.fill('copperfox');
  await expect(status).toHaveText(`${catalogue.filter((game) => game.provider === provider).length} games found`);
  await expect(results.first()).toContainText(provider);

  // A theme: its games, the most popular first (no game is named after it).
  const egypt = byPopularity.filter((game) => game.theme === 'Ancient Egypt');
  await input.fill('egypt');
  await expect(status).toHaveText(`${egypt.length} games found`);
  await expect(results.first()).toContainText(`${egypt[0]!.name}`);
  await expect(results.first()).toContainText('Ancient Egypt');
  await page.keyboard.press('Escape');

  // The filter: a provider that has megaways games, and the megaways feature.
  const megaways = (await (await request.get(`${API}/by-groups?culture=en-GB&groups=megaways&limit=1`)).json()) as {
    groups: { games: { provider: { slug: string; name: string } }[] }[];
  };
  const studio = megaways.groups[0]!.games[0]!.provider;
  await gotoHydrated(page, siteUrl('MCUK', '/online-slots/'));
  const tiles = page.locator('[data-game]');
  const allCount = await tiles.count();
  const filter = page.getByTestId('game-filter');
  await filter.getByRole('combobox', { name: 'Provider' }).selectOption(studio.slug);
  await filter.getByRole('checkbox', { name: 'Megaways' }).check();
  await filter.getByRole('button', { name: 'Show games' }).click();
  await expect(page).toHaveURL(siteUrl('MCUK', `/online-slots/?provider=${studio.slug}&feature=megaways`));

  const narrowed = async () => {
    // textContent: a tile off screen is not rendered (content-visibility), so it has no innerText.
    const names = await tiles.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(allCount);
    for (const text of names) expect(text).toMatch(new RegExp(`Megaways[\\s\\S]*${studio.name}`));
    await expect(filter.getByRole('checkbox', { name: 'Megaways' })).toBeChecked();
    await expect(filter.getByRole('combobox', { name: 'Provider' })).toHaveValue(studio.slug);
    return names;
  };
  const first = await narrowed();
  await page.reload();
  expect(await narrowed()).toEqual(first);
  guard.expectClean();
});
