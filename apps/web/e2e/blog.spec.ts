import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated, waitHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';
import { DESKTOP } from './viewports.ts';

/** Lists of post cards in the page body (not the frame). */
const cards = (page: Page) => page.locator('main article[data-post]');
const visibleCards = (page: Page) => page.locator('main article[data-post]:visible');
const newsletter = (page: Page) => page.getByTestId('newsletter');
/** The form itself (the section also holds the outcome messages of posts without JavaScript, hidden). */
const newsletterForm = (page: Page) => newsletter(page).getByRole('form');

test.describe('blog home', () => {
  test.use({ viewport: DESKTOP });

  test('featured and latest posts, topics, search; "More posts" reveals the following pages', async ({ page }) => {
    const guard = guardConsole(page);
    await gotoHydrated(page, siteUrl('MCUK', '/blog/'));
    await expect(page.locator('h1')).toHaveText('Blog');
    await expect(page.getByRole('search', { name: 'Search the blog' })).toBeVisible();
    const featured = page.locator('section[aria-labelledby="blog-featured"] article[data-post]');
    await expect(featured).toHaveCount(1);
    await expect(featured.getByRole('heading')).toHaveText('What RTP really means');
    await expect(featured.locator('time')).toHaveText('28 May 2025');
    await expect(featured).toContainText('1 min read');

    const latest = page.locator('section[aria-labelledby="blog-latest"]');
    await expect(latest.getByRole('heading', { level: 2 })).toHaveText('Latest posts');
    await expect(latest.locator('article[data-post]:visible')).toHaveCount(5);
    const firstCard = latest.locator('article[data-post]').first();
    await expect(firstCard.getByRole('link', { name: 'Megaways explained' })).toHaveAttribute('href', '/blog/slots-guides/megaways-explained/');
    await expect(firstCard.getByRole('link', { name: 'Slots guides' })).toHaveAttribute('href', '/blog/slots-guides/');
    await firstCard.scrollIntoViewIfNeeded();
    await expect(firstCard.locator('img')).toHaveAttribute('width', '1200');
    await expect(firstCard.locator('img')).toHaveAttribute('src', /\/img\/blog\/megaways-explained\.webp$/);

    // 14 posts in all: the featured one, 5 latest, then the pages of v1/blog/more already in the page.
    const more = page.getByRole('button', { name: 'More posts' });
    await more.click();
    await expect(latest.locator('article[data-post]:visible')).toHaveCount(11);
    await expect(latest.locator('article[data-post]').nth(5).locator('[data-post-link]')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Showing 11 of 13 posts' })).toBeAttached();
    await more.click();
    await expect(latest.locator('article[data-post]:visible')).toHaveCount(13);
    await expect(more).toHaveCount(0);
    await expect(latest.getByRole('link', { name: 'How we keep content safe' })).toBeVisible();

    const topics = page.getByRole('navigation', { name: 'Topics' });
    await expect(topics.getByRole('link')).toHaveCount(5);
    await expect(topics.getByRole('link', { name: /^News/ })).toHaveAttribute('href', '/blog/news/');
    guard.expectClean();
  });

  test('has no axe violations', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK', '/blog/'));
    await expectNoAxeViolations(page);
  });
});

test('a topic lists its posts and marks itself; an unknown topic is a 404', async ({ page }) => {
  const guard = guardConsole(page);
  await gotoHydrated(page, siteUrl('MCUK', '/blog/'));
  await page
    .getByRole('navigation', { name: 'Topics' })
    .getByRole('link', { name: /^Live tables/ })
    .click();
  await expect(page).toHaveURL(siteUrl('MCUK', '/blog/live-tables/'));
  await expect(page.locator('h1')).toHaveText('Live tables');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Live tables');
  await expect(page.locator('main p', { hasText: /^3 posts$/ })).toBeVisible();
  await expect(visibleCards(page)).toHaveCount(3);
  for (const card of await cards(page).all()) await expect(card.locator('a[href="/blog/live-tables/"]').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: /^Live tables/ })).toHaveAttribute('aria-current', 'page');
  guard.expectClean();

  for (const path of ['/blog/no-such-topic/', '/blog/Not_A_Slug/']) {
    const response = await gotoHydrated(page, siteUrl('MCUK', path));
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('[data-page-code="404"]')).toBeVisible();
  }
});

test.describe('blog search', () => {
  test('a hint below two letters, a result count, no results; the query is kept', async ({ page }) => {
    const guard = guardConsole(page);
    await gotoHydrated(page, siteUrl('MCUK', '/blog/'));
    const search = page.getByRole('search', { name: 'Search the blog' });
    await search.getByRole('searchbox').fill('slot');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(siteUrl('MCUK', '/blog/search/?q=slot'));
    await expect(page.locator('h1')).toHaveText('Blog search');
    await expect(page.locator('#blog-results')).toHaveText('5 articles found');
    await expect(visibleCards(page)).toHaveCount(5);
    await expect(page.getByRole('searchbox')).toHaveValue('slot');

    await page.getByRole('searchbox').fill('zzqqxx');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(siteUrl('MCUK', '/blog/search/?q=zzqqxx'));
    await expect(page.locator('#blog-results')).toHaveText('No articles found');
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole('searchbox').fill('a');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Type at least two letters to search the blog.')).toBeVisible();
    await expect(page.locator('#blog-results')).toHaveCount(0);
    guard.expectClean();
  });

  test('is server-rendered for q, capped at 64 characters, and cached briefly', async ({ page }) => {
    const response = await page.goto(siteUrl('MCUK', `/blog/search/?q=${'roulette'.repeat(20)}`));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    await expect(page.getByRole('searchbox')).toHaveValue('roulette'.repeat(8));
    await expect(page.locator('#blog-results')).toHaveText('No articles found');
    await page.goto(siteUrl('MCUK', '/blog/search/?q=Live+roulette'));
    await expect(page.locator('#blog-results')).toHaveText('1 article found');
  });
});

test.describe('newsletter', () => {
  test('checks the fields with the spec messages, then signs up', async ({ page }) => {
    const guard = guardConsole(page);
    await gotoHydrated(page, siteUrl('MCUK', '/blog/'));
    const form = newsletterForm(page);
    const name = form.getByLabel('Your name');
    const email = form.getByLabel('Your email address');
    const submit = form.getByRole('button', { name: 'Sign up' });

    await submit.click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(email).toHaveAccessibleDescription('Please enter your email address.');

    await name.fill('Ana Player');
    await expect(form.getByText('Please enter your name.')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid');
    await email.fill('ana.player@example');
    await submit.click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('ana.player@example');
    await expect(name).toHaveValue('Ana Player');

    const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('__newsletter'));
    await email.fill(`ana.player+${Date.now()}@example.com`);
    await submit.click();
    expect((await posted).status()).toBe(200);
    await expect(newsletter(page).getByRole('status')).toHaveText('Thank you for signing up.');
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(page).toHaveURL(siteUrl('MCUK', '/blog/'));
    guard.expectClean();
  });

  test.describe('when the sign-up fails', () => {
    test('keeps what was typed and says so when the sign-up fails', async ({ page }) => {
      const guard = guardConsole(page, [/Failed to load resource/]);
      await gotoHydrated(page, siteUrl('MCUK', '/blog/news/faster-withdrawals/'));
      const form = newsletterForm(page);
      const status = newsletter(page).getByRole('status');
      await form.getByLabel('Your name').fill('Bo');
      await form.getByLabel('Your email address').fill('bo@example.com');

      // The network fails: the page stays, with the failure message.
      await page.route('**/__newsletter*', (route) => route.abort());
      await form.getByRole('button', { name: 'Sign up' }).click();
      await expect(status).toHaveText('Something went wrong. Please try again later.');
      await expect(page.locator('h1')).toHaveText('Withdrawals now even faster');
      await page.unrouteAll();

      // The server refuses (here: a culture no site has): the same message, nothing lost.
      await page.route('**/__newsletter*', (route) => route.continue({ postData: (route.request().postData() ?? '').replace('culture=en-GB', 'culture=xx') }));
      const refused = page.waitForResponse((response) => response.url().includes('__newsletter'));
      await form.getByRole('button', { name: 'Sign up' }).click();
      expect((await refused).status()).toBe(400);
      await expect(status).toHaveText('Something went wrong. Please try again later.');
      await expect(form.getByLabel('Your name')).toHaveValue('Bo');
      await expect(form.getByLabel('Your email address')).toHaveValue('bo@example.com');
      guard.expectClean();
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a plain post comes back to the page with the outcome', async ({ page }) => {
      await page.goto(siteUrl('MCES', '/blog/'));
      const form = newsletter(page);
      await form.getByLabel('Tu nombre').fill('Lucía');
      await form.getByLabel('Tu correo electrónico').fill(`lucia+${Date.now()}@example.com`);
      await form.getByRole('button', { name: 'Suscríbete' }).click();
      await expect(page).toHaveURL(siteUrl('MCES', '/blog/#newsletter-subscribed'));
      await expect(page.locator('#newsletter-subscribed')).toBeVisible();
      await expect(page.locator('#newsletter-failed')).toBeHidden();
    });
  });
});

test('es: blog home, a topic, a post and search in Spanish', async ({ page }) => {
  const guard = guardConsole(page);
  await gotoHydrated(page, siteUrl('MCES', '/blog/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText('Blog');
  await expect(page.getByRole('heading', { name: 'Últimos artículos' })).toBeVisible();
  const topics = page.getByRole('navigation', { name: 'Temas' });
  await topics.getByRole('link', { name: /^Guías de tragaperras/ }).click();
  await expect(page).toHaveURL(siteUrl('MCES', '/blog/guias-tragaperras/'));
  await expect(page.locator('h1')).toHaveText('Guías de tragaperras');
  await page.getByRole('link', { name: /RTP/ }).first().click();
  await expect(page).toHaveURL(siteUrl('MCES', '/blog/guias-tragaperras/que-es-el-rtp/'));
  // The link loaded a new document: the newsletter's island must hydrate before its script validates.
  await waitHydrated(page);
  await expect(page.locator('[data-embed="game"] a')).toHaveAttribute('href', /^\/online-slots\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { name: 'También te puede interesar' })).toBeVisible();
  await expect(newsletter(page).getByRole('heading', { name: 'Recibe las mejores historias en tu correo' })).toBeVisible();

  await newsletterForm(page).getByRole('button', { name: 'Suscríbete' }).click();
  await expect(newsletterForm(page).getByText('Introduce tu correo electrónico.')).toBeVisible();

  await gotoHydrated(page, siteUrl('MCES', '/blog/search/?q=tragaperras'));
  await expect(page.locator('#blog-results')).toHaveText(/^\d+ artículos? encontrados?$/);
  guard.expectClean();

  const missing = await gotoHydrated(page, siteUrl('MCES', '/blog/noticias/no-existe/'));
  expect(missing?.status()).toBe(404);
});
