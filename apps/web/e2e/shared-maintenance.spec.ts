import { expect, test } from '@playwright/test';
import { expectClosedWithoutHash, expectView, html, setHash, setMaintenance, SITES, visit } from './account-scenarios.ts';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';

// The platform's maintenance flag is one for the whole shared test stack: a test that switches
// it on would show every other test that opens the account a maintenance notice. These run in a
// project of their own (playwright.config.ts), after all the others, one at a time.
test.describe.configure({ mode: 'serial' });

test.describe('platform maintenance', () => {
  test.afterEach(({ request }) => setMaintenance(request, false));

  test('is re-checked each time the account opens, only while last known to be on', async ({ page, request }) => {
    await setMaintenance(request, true);
    const checks: string[] = [];
    page.on('request', (request) => /\/maintenance\//.test(request.url()) && checks.push(request.url()));
    await gotoHydrated(page, siteUrl('MCUK'));
    await expect(html(page)).toHaveAttribute('data-maintenance', 'true', { timeout: 15_000 });
    await expect(page.getByTestId('maintenance-notice')).toBeHidden();
    expect(checks).toHaveLength(0);

    await page.evaluate(() => (window.location.hash = 'account/login'));
    await expect(page.getByTestId('maintenance-notice')).toHaveText(/maintenance/);
    expect(checks).toHaveLength(1);

    await setMaintenance(request, false);
    await page.evaluate(() => (window.location.hash = ''));
    await page.evaluate(() => (window.location.hash = 'account/register'));
    await expect(html(page)).toHaveAttribute('data-maintenance', 'false');
    await expect(page.getByTestId('maintenance-notice')).toBeHidden();
    expect(checks).toHaveLength(2);

    // Last known off: opening the account again makes no call.
    await page.evaluate(() => (window.location.hash = ''));
    await page.evaluate(() => (window.location.hash = 'account/login'));
    await page.waitForTimeout(300);
    expect(checks).toHaveLength(2);
  });
});

test('maintenance: the account opens on the maintenance notice while the platform is under maintenance, and on the form once it is back', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const pages = await Promise.all(SITES.map(() => context.newPage()));
  await setMaintenance(request, true);
  try {
    await Promise.all(
      SITES.map(async (site, index) => {
        const page = pages[index]!;
        await visit(page, site.code);
        await expect(html(page)).toHaveAttribute('data-maintenance', 'true');
        await setHash(page, '#account/login');
        await expectView(page, 'notice', site.code === 'MC' || site.code === 'MCUK' ? 'Maintenance' : undefined);
        await expect(page.getByTestId('maintenance-notice')).toBeVisible();
      }),
    );
  } finally {
    await setMaintenance(request, false);
  }
  // Back on: the next opening re-checks and shows the form.
  const page = pages[1]!;
  await page.goBack();
  await expectClosedWithoutHash(page);
  await setHash(page, '#account/login');
  await expectView(page, 'login', 'Log in');
  await expect(html(page)).toHaveAttribute('data-maintenance', 'false');
  await expect(page.getByTestId('maintenance-notice')).toBeHidden();
  await context.close();
});
