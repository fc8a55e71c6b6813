import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated } from './hydrated.ts';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM_PORT, E2E_PREVIEW_SECRET, siteUrl } from './ports.ts';

test('payment options: logos, info pages for methods with info, others not linked', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MCUK', '/payment-options/'));
  const card = page.locator('[data-payment="card"]');
  await expect(card.getByRole('link')).toHaveAttribute('href', '/payment-options/card/');
  await expect(page.locator('[data-payment="prepaid"] a')).toHaveCount(0);
  await expect(page.locator('[data-payment="prepaid"] img')).toHaveAttribute('src', /prepaid-dark\.webp/);
  await card.getByRole('link').click();
  await expect(page.locator('h1')).toHaveText('Debit card');
  await expect(page.getByRole('row', { name: /Minimum/ })).toContainText('£10');
  const missing = await gotoHydrated(page, siteUrl('MCUK', '/payment-options/prepaid/'));
  expect(missing?.status()).toBe(404);
  await gotoHydrated(page, siteUrl('MCES', '/metodos-de-pago/'));
  await expect(page.locator('[data-payment="bizum"]')).toBeVisible();
});

test('help: FAQ groups with disclosure widgets, searchable on the page', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MCUK', '/help/'));
  const questions = page.locator('details');
  const total = await questions.count();
  expect(total).toBeGreaterThan(3);
  const first = questions.first();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await page.getByLabel('Search the help').fill('account');
  await expect(page.getByRole('status')).toContainText(/question/);
  expect(await questions.count()).toBeLessThan(total);
  await page.getByLabel('Search the help').fill('zzqqxx');
  await expect(page.getByRole('status')).toHaveText('No questions match “zzqqxx”.');
  await expect(questions).toHaveCount(0);
});

test('contact: 24/7 support and ways to reach it', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MCUK', '/contact/'));
  await expect(page.locator('main')).toContainText('24/7');
  await expect(page.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', /^mailto:support@/);
});

test('self-assessment: an interactive questionnaire with a score and a result', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MCUK', '/self-assessment-test/'));
  const groups = page.locator('fieldset');
  const count = await groups.count();
  expect(count).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByTestId('self-assessment-result')).toContainText(`Please answer the ${count} remaining questions.`);
  for (let i = 0; i < count; i++)
    await groups
      .nth(i)
      .getByRole('radio')
      .nth(i === 0 ? 3 : 1)
      .check();
  await page.getByRole('button', { name: 'See my result' }).click();
  const result = page.getByTestId('self-assessment-result');
  await expect(result).toContainText(`Your score: ${3 + (count - 1)} of ${count * 3}`);
  await expect(result.getByRole('heading')).toContainText('Your result');
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(result).toBeEmpty();
});

test('bonus policy: its own market terms only, from structured data, amounts in the market currency', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MCUK', '/bonus-policy/'));
  const uk = page.locator('[data-market="uk"]');
  await expect(uk).toContainText('£10');
  await expect(uk).toContainText('£50');
  // UKGC: wagering at most 10× (markets.ts 'wagering-cap'); the welcome offer is first deposit only, without the 72-hour clause.
  await expect(uk).toContainText('10× the bonus within 30 days');
  await expect(page.locator('[data-market="uk-welcome"]')).toContainText('First deposit only');
  await expect(page.locator('[data-market="uk-welcome"]')).not.toContainText('72 hours');
  // No other market's terms, nor a link to them: India's, Denmark's, Spain's and the default terms are not the UK's.
  await expect(page.locator('[data-market]')).toHaveCount(2);
  await expect(page.locator('main')).not.toContainText('₹');
  await expect(page.getByRole('link', { name: 'Denmark' })).toHaveCount(0);
  await gotoHydrated(page, siteUrl('MCES', '/bonus-policy/'));
  await expect(page.locator('[data-market="spain"]')).toContainText('Reembolso del 15 %');
  await expect(page.locator('[data-market]')).toHaveCount(1);
  // The default terms where the market states none: in € on the international page, in $ on a Canadian one.
  await gotoHydrated(page, siteUrl('MC', '/bonus-policy/'));
  await expect(page.locator('[data-market="default"]')).toContainText('€100');
  await gotoHydrated(page, siteUrl('MC', '/en-CA/bonus-policy/'));
  await expect(page.locator('[data-market="default"]')).toContainText('$100');
});

test('compliance placeholders: Impressum (de-DE) and Juego Autorizado (es)', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MCDE', '/impressum/'));
  await expect(page.locator('h1')).toHaveText('Impressum');
  await gotoHydrated(page, siteUrl('MCES', '/juego-autorizado/'));
  await expect(page.locator('h1')).toHaveText('Juego Autorizado');
});

test('legal and info feeds render in the culture language; responsible gaming has no banner', async ({ page }) => {
  // Eight pages in one test: the default 30 s is for one (it ran out at 31 s on a loaded machine).
  test.setTimeout(90_000);
  for (const [code, path] of [
    ['MCUK', '/privacy/'],
    ['MCUK', '/terms/'],
    ['MCDK', '/about-us/'],
    ['MCSE', '/affiliates/'],
    ['MCES', '/app-movil/'],
    ['MCUK', '/uploading-documents/'],
    ['MC', '/en-IN/restricted/france/'],
  ] as const) {
    const response = await gotoHydrated(page, siteUrl(code, path));
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('main .prose').first(), path).not.toBeEmpty();
  }
  await gotoHydrated(page, siteUrl('MCUK', '/responsible-gaming/'));
  await expect(page.getByTestId('main-banner')).toHaveCount(0);
});

test('site map page lists the culture pages through the route table', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MCES', '/site-map/'));
  const nav = page.locator('nav.site-map');
  await expect(nav.getByRole('link', { name: 'Casino en vivo' })).toHaveAttribute('href', '/casino-en-vivo/');
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
});

test('previews: 404 without the secret; with it, unpublished content that is never cached or indexed', async ({ page }) => {
  const denied = await gotoHydrated(page, siteUrl('MCUK', '/preview/game/60/'));
  expect(denied?.status()).toBe(404);
  // What the CMS's preview button does: a form POST (the secret never travels in the address, so never in access logs or history).
  const start = async (secret: string) => {
    await page.goto(siteUrl('MCUK', '/help/'));
    const navigation = page.waitForNavigation();
    await page.evaluate(
      (fields) => {
        const form = Object.assign(document.createElement('form'), { method: 'post', action: '/__preview' });
        for (const [name, value] of Object.entries(fields)) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
        document.body.append(form);
        form.submit();
      },
      { secret, to: '/preview/game/60/' },
    );
    return navigation;
  };
  expect((await start('wrong'))?.status()).toBe(404);
  expect((await page.goto(siteUrl('MCUK', `/__preview?secret=${E2E_PREVIEW_SECRET}&to=/preview/game/60/`)))?.status()).toBe(400);
  await start(E2E_PREVIEW_SECRET);
  await expect(page.getByRole('note')).toHaveText('Preview: this content is not published.');
  await expect(page.locator('h1')).toHaveText('Silver Bonanza');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const response = await page.goto(siteUrl('MCUK', '/preview/post/3015/'));
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('h1')).toHaveText(/draft/i);
  const off = await page.goto(siteUrl('MCUK', '/__preview?exit=1&to=/preview/post/3015/'));
  expect(off?.status()).toBe(404);
});

test('404 and 500 pages: framed, translated, with the right status and titles; render errors are logged', async ({ page, request }) => {
  const guard = guardConsole(page, [/Failed to load resource/, /test: a component failed to render/, /The above error occurred/]);
  const notFound = await gotoHydrated(page, siteUrl('MCES', '/no-existe/'));
  expect(notFound?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Página no encontrada');
  await expect(page.getByRole('link', { name: /atención al cliente/ })).toHaveAttribute('href', '/contacto/');
  await expect(page.getByTestId('site-footer')).toBeVisible();

  const since = (
    (await (await request.get(`http://127.0.0.1:${E2E_PLATFORM_PORT}/logger/entries`, { headers: { 'x-admin-token': E2E_ADMIN_TOKEN } })).json()) as {
      lastId: number;
    }
  ).lastId;
  const serverError = await page.goto(siteUrl('MCUK', '/__test/server-error/'));
  expect(serverError?.status()).toBe(500);
  await expect(page.locator('h1')).toHaveText("We'll be right back");
  await expect(page).toHaveTitle("We'll be right back | Mondo Casino UK");
  expect(serverError?.headers()['cache-control']).toBe('private, no-store');

  const renderError = await page.goto(siteUrl('MCUK', '/__test/render-error/'));
  expect(renderError?.status()).toBe(500);
  await expect(page.getByText('Something went wrong.')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect
    .poll(async () => {
      const body = (await (
        await request.get(`http://127.0.0.1:${E2E_PLATFORM_PORT}/logger/entries?since=${since}`, { headers: { 'x-admin-token': E2E_ADMIN_TOKEN } })
      ).json()) as { entries: { level: string; message: string; additionalData: string }[] };
      return body.entries.map((entry) => `${entry.level} ${entry.message} ${entry.additionalData}`).join('\n');
    })
    .toMatch(/error.*component failed to render/);
  guard.expectClean();
});

test.describe('accessibility of content pages', () => {
  for (const [name, code, path] of [
    ['payments', 'MCUK', '/payment-options/'],
    ['payment', 'MCUK', '/payment-options/card/'],
    ['help', 'MCUK', '/help/'],
    ['contact', 'MCES', '/contacto/'],
    ['feed', 'MCDE', '/privacy/'],
    ['self-assessment', 'MCSE', '/self-assessment-test/'],
    ['bonus-policy', 'MCUK', '/bonus-policy/'],
    ['restricted', 'MC', '/restricted/france/'],
    ['site-map', 'MCDK', '/site-map/'],
    ['content-page', 'MCUK', '/roulette/london-roulette/'],
    ['game', 'MCUK', '/online-slots/pharaohs-nights/'],
    ['game-category', 'MCES', '/juegos-de-casino/'],
    ['bt-preview', 'MCUK', '/bt/?bt=vip-invite'],
    ['not found', 'MCUK', '/nope/'],
  ] as const) {
    test(`no axe violations: ${name}`, async ({ page }) => {
      await gotoHydrated(page, siteUrl(code, path));
      await expectNoAxeViolations(page);
    });
  }
});
