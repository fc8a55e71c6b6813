import { expect, test, type Page } from '@playwright/test';
import { load, PLATFORM_ORIGIN, pwned, watch } from './bad-input.ts';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';

// Issue 8, item 6 ("Bad input") in the browser: CMS text with script or HTML payloads stays
// inert. Player parameters and hash modes: bad-input.spec.ts.

/**
 * Pages whose CMS text carries script and HTML payloads (platform seed: the blog's hostile posts
 * and apps/platform/src/seed/content/hostile-markup.ts, which puts one of every other content
 * type under MC's /en-IE/). `ready` waits for content rendered after hydration.
 */
const HOSTILE_PAGES: { name: string; site: string; path: string; ready?: string; marker?: string }[] = [
  { name: 'blog post (en-GB)', site: 'MCUK', path: '/blog/news/test-renderer-safety/', marker: '<img src=x onerror=alert(1)>' },
  { name: 'blog post (es)', site: 'MCES', path: '/blog/noticias/prueba-seguridad-contenido/', marker: '<img src=x onerror=alert(1)>' },
  { name: 'promotion list', site: 'MC', path: '/en-IE/promotions/' },
  { name: 'promotion: body, terms, title, alt and a javascript: call to action', site: 'MC', path: '/en-IE/promotions/test-hostile-markup/' },
  { name: 'payment method info', site: 'MC', path: '/en-IE/payment-options/test-hostile-markup/' },
  { name: 'game page: name and description (also in JSON-LD)', site: 'MC', path: '/en-IE/online-slots/test-hostile-markup/' },
  { name: 'game overlay', site: 'MC', path: '/en-IE/#gamepage-test-hostile-markup', ready: '[data-testid="game-overlay"]' },
  { name: 'FAQ', site: 'MC', path: '/en-IE/help/' },
  { name: 'simple feed', site: 'MC', path: '/en-IE/uploading-documents/' },
  { name: 'category intro', site: 'MC', path: '/en-IE/online-slots/' },
  { name: 'home banner slide', site: 'MC', path: '/en-IE/' },
  {
    name: 'bt banner texts (rendered after hydration)',
    site: 'MC',
    path: '/en-IE/?bt=hostile-markup',
    ready: '[data-testid="main-banner"][data-bt="hostile-markup"]',
  },
  { name: 'bt banner texts on another site', site: 'MCES', path: '/?bt=hostile-markup', ready: '[data-testid="main-banner"][data-bt="hostile-markup"]' },
];
/** Links inside CMS content: rich text, calls to action, banner slides, FAQ answers, the game overlay. */
const CONTENT_LINKS = 'main .prose a[href], main [data-cta], [data-testid="main-banner"] a[href], main details a[href], [data-testid="game-overlay"] a[href]';

/** Everything in the document that could run script: handler attributes, script URLs, and elements CMS text must never create. */
const scriptSurfaces = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} ${[...element.attributes].map((a) => `${a.name}="${a.value.slice(0, 60)}"`).join(' ')}>`;
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        // Browsers ignore these characters in a URL's scheme (`java\tscript:`), so the check does too.
        // eslint-disable-next-line no-control-regex -- stripping control characters on purpose
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (attribute.name.toLowerCase().startsWith('on')) found.push(`handler attribute: ${describe(element)}`);
        if (/^(javascript|vbscript):/.test(value)) found.push(`script URL: ${describe(element)}`);
        // The one data URL the site writes itself: a lazy image's transparent GIF placeholder (an <img> never runs script).
        const placeholder =
          element.tagName === 'IMG' && attribute.name === 'src' && element.hasAttribute('data-lazy-src') && value.startsWith('data:image/gif;base64,');
        if (
          /^data:/.test(value) &&
          !placeholder &&
          ['href', 'action', 'formaction', 'xlink:href', 'src', 'data'].includes(attribute.name) &&
          element.closest('main')
        )
          found.push(`data URL: ${describe(element)}`);
        if (attribute.name === 'srcdoc') found.push(`srcdoc: ${describe(element)}`);
      }
    }
    for (const element of document.querySelectorAll(
      'main iframe, main object, main embed, main base, base, meta[http-equiv="refresh" i], main style, main script:not([type="application/ld+json"]), main img[src="x"], main math',
    ))
      found.push(`element: ${describe(element)}`);
    return found;
  });

/**
 * Installed on each load: a click on a link that would take this tab to another document is
 * stopped once every handler of the page has run (a listener on window runs last as the click
 * bubbles; the default action follows it). Links within the page (the hash modes) and to a new
 * tab, and any that is not a web address, go ahead. A string: the script runner's function
 * renaming would not exist in the page.
 */
const STAY_ON_THE_PAGE = `window.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!link || link.target === '_blank' || !URL.canParse(link.href)) return;
  const to = new URL(link.href);
  // Only web addresses: a script or data URL (which the checks above would already have failed) still goes ahead.
  if (!/^https?:$/.test(to.protocol)) return;
  if (to.origin === location.origin && to.pathname === location.pathname && to.search === location.search) return;
  event.preventDefault();
})`;

test.describe('CMS text with script and HTML payloads', () => {
  // Without the Content-Security-Policy, so only the rendering itself keeps the payloads inert.
  test.use({ bypassCSP: true });

  for (const entry of HOSTILE_PAGES) {
    test(`renders inert: ${entry.name} (${entry.site} ${entry.path})`, async ({ page, context }) => {
      test.setTimeout(90_000);
      const watched = watch(page);
      const url = siteUrl(entry.site, entry.path);
      const open = async () => {
        const response = await load(page, url);
        expect(response?.status(), url).toBe(200);
        if (entry.ready) await page.locator(entry.ready).first().waitFor({ state: 'attached' });
        await page.evaluate(STAY_ON_THE_PAGE);
      };
      await open();
      // The payloads are on the page, as text.
      const marker = entry.marker ?? '__pwned=1';
      await expect.poll(() => page.evaluate((text) => document.body.innerText.includes(text), marker), { message: `hostile text shown: ${marker}` }).toBe(true);
      expect(await scriptSurfaces(page)).toEqual([]);
      expect(await page.evaluate(() => window.__pwned)).toBeUndefined();

      // Click every link the content made, on the page as it was loaded: every handler of the page runs, then a
      // same-tab navigation to another document is stopped (STAY_ON_THE_PAGE), and where it would have gone is
      // checked below; loaded again only after a click that left anyway (a page load costs the suite ~1 s).
      const count = await page.locator(CONTENT_LINKS).count();
      for (let index = 0; index < count; index++) {
        if (page.url() !== url) await open();
        const link = page.locator(CONTENT_LINKS).nth(index);
        // A DOM click: follows the link even when it sits in a hidden slide or a closed <details>.
        await link.evaluate((element) => (element as HTMLElement).click());
        await page.waitForTimeout(300);
        // External links open a new tab (watched above); close it before the next click.
        for (const other of context.pages()) if (other !== page) await other.close();
        // Offline, a followed external link ends on Chromium's error page; where it went is in watched.seen.urls.
        expect(page.url(), `after clicking link ${index}`).toMatch(/^(https?:|chrome-error:)/);
        expect(await pwned(page), `after clicking link ${index}`).toBeUndefined();
      }
      // Hovering and focusing the content runs no handlers either.
      if (page.url() !== url) await open();
      // (forced: an overlay may cover the page, and covered content must not react either)
      await page.locator('main').hover({ force: true });
      expect(await pwned(page)).toBeUndefined();
      // Every page or tab the links lead to (or the clicks opened) is on the site, its play platform or the seed's plain external link.
      const allowed = [new URL(url).origin, PLATFORM_ORIGIN, 'https://example.com'];
      const destinations = await page
        .locator(CONTENT_LINKS)
        .evaluateAll((elements) => elements.flatMap((element) => (element instanceof HTMLAnchorElement ? [element.href] : [])));
      expect(
        destinations.filter((href) => !/^https?:/.test(href)),
        'links that are not http(s)',
      ).toEqual([]);
      const elsewhere = [...destinations, ...watched.seen.urls].filter((visited) => /^https?:/.test(visited) && !allowed.includes(new URL(visited).origin));
      expect(elsewhere).toEqual([]);
      expect(watched.seen.dialogs).toEqual([]);
      expect(watched.seen.errors).toEqual([]);
      expect(watched.badUrls()).toEqual([]);
    });
  }

  test('search results show a hostile game name as text', async ({ page }) => {
    const watched = watch(page);
    await gotoHydrated(page, siteUrl('MC', '/en-IE/#search'));
    const overlay = page.getByTestId('search-overlay');
    await overlay.getByRole('searchbox').fill('hostile');
    await expect(overlay.getByRole('link', { name: /Hostile <img src=x onerror="window.__pwned=1"> test/ })).toBeVisible();
    expect(await scriptSurfaces(page)).toEqual([]);
    await overlay.getByRole('link', { name: /Hostile/ }).click();
    await expect(page.getByTestId('game-overlay')).toBeVisible();
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(watched.seen.dialogs).toEqual([]);
    expect(watched.seen.errors).toEqual([]);
  });
});
