import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';
import { DESKTOP } from './viewports.ts';

/** Collects the page's CSP violations (as the document sees them) and the console's refusals. */
async function watchCsp(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return { refused, violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) };
}

test('pages hydrate and work without a single Content-Security-Policy violation', async ({ page }) => {
  // Nine pages and five interactions in one test: the default 30 s is for one page (it ran out
  // once on a loaded 2-core machine, at 34.5 s).
  test.setTimeout(90_000);
  const { refused, violations } = await watchCsp(page);
  const response = await gotoHydrated(page, siteUrl('MCUK'));
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' ('sha256-[^']+' )+'strict-dynamic'/);
  expect(policy).not.toContain("unsafe-inline' 'strict");
  await page.getByRole('button', { name: 'Next slide' }).click();
  await page.setViewportSize(DESKTOP);
  await page.getByRole('navigation', { name: 'Casino sections' }).getByRole('link', { name: 'Online Slots' }).click();
  await expect(page.locator('h1')).toHaveText('Online Slots');
  await page.locator('a[data-game]').first().click();
  await expect(page.locator('[data-parameter]').first()).toBeVisible();
  await page.getByRole('link', { name: 'Search games' }).click();
  await page.getByRole('searchbox').fill('roulette');
  await expect(page.getByTestId('search-status')).toContainText('found');
  await page.keyboard.press('Escape');
  // Closing goes back in history (the search hash was navigated to): a goto before that
  // traversal ends is aborted by it (seen once on a loaded machine).
  await expect(page).not.toHaveURL(/#search/);
  for (const path of ['/help/', '/blog/', '/promotions/', '/self-assessment-test/']) await gotoHydrated(page, siteUrl('MCUK', path));
  await gotoHydrated(page, siteUrl('MCES', '/?bt=halloween-bonus'));
  await expect(page.getByTestId('main-banner')).toHaveAttribute('data-loaded', 'true');
  expect(await violations()).toEqual([]);
  expect(refused).toEqual([]);
});

test("a script that content slips into a page is blocked and reported, and the app's own still run", async ({ page }) => {
  const { refused, violations } = await watchCsp(page);
  // The page hydrates: the islands' starter and what it loads are allowed.
  await gotoHydrated(page, siteUrl('MCUK', '/__test/injected-script/'));
  await expect(page.getByTestId('injected-content')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-injected');
  expect(await violations()).toEqual(['script-src-elem inline']);
  expect(refused).toEqual([expect.stringMatching(/^Executing inline script violates .* directive 'script-src .* The action has been blocked\.$/)]);
});
