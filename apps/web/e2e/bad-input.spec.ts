import { referencePlatformUrl } from '@mc/sites/site-overrides';
import { expect, test, type Page } from '@playwright/test';
import fc from 'fast-check';
import { destinationOf, OPEN_REDIRECT_PAYLOADS, samplePayloads, SCRIPT_SCHEMES } from '../test/open-redirect-payloads.ts';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated, waitVisitorReady } from './hydrated.ts';
import { E2E_PLATFORM_PORT, siteUrl } from './ports.ts';

// Issue 8, item 6 ("Bad input") in the browser: hostile player parameters and hash modes never
// take the visitor off the site or run script, and CMS text with script or HTML payloads stays
// inert. HTTP side: test/http/bad-input.http.test.ts.

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const SITE_ORIGIN = new URL(siteUrl('MCUK')).origin;
/** Where play links go: the stack points every site's play platform at the reference platform. */
const PLATFORM_ORIGIN = new URL(referencePlatformUrl(`http://127.0.0.1:${E2E_PLATFORM_PORT}`, 'MCUK')).origin;
const LINKS = 'a[href], area[href], [data-cta], [data-play-link], form[action], iframe[src]';

/** Dialogs (accepted nothing: each is dismissed), uncaught exceptions and every URL a frame or popup went to. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], errors: [] as string[], urls: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('framenavigated', (frame) => seen.urls.push(frame.url()));
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.urls.push(request.url());
  });
  page.on('console', (message) => {
    // Chromium refuses top-level data: navigations and says so on the console.
    if (/Not allowed to navigate top frame|javascript: URL/i.test(message.text())) seen.urls.push(`console: ${message.text()}`);
  });
  page.on('popup', (popup) => {
    seen.urls.push(popup.url());
    popup.on('framenavigated', (frame) => seen.urls.push(frame.url()));
  });
  // Offline, a new tab to an external site ends on Chromium's error page: that is not a script URL.
  const badUrls = () => seen.urls.filter((url) => !/^(https?:|about:blank$|chrome-error:)/.test(url));
  return { seen, badUrls };
}

interface LinkInfo {
  href: string;
  raw: string;
  play: boolean;
}
/** Every link-like element of the document: the resolved URL and the attribute as written. */
const linksOf = (page: Page): Promise<LinkInfo[]> =>
  page.locator(LINKS).evaluateAll((elements) =>
    elements.map((element) => {
      const raw = element.getAttribute('href') ?? element.getAttribute('action') ?? element.getAttribute('src') ?? '';
      const href = element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement ? element.href : raw;
      return { href, raw, play: element.hasAttribute('data-play-link') };
    }),
  );
const destinations = (links: LinkInfo[], base: string) =>
  new Set(links.filter((link) => link.href !== '').map((link) => destinationOf(link.href, base) ?? `unparsable ${link.href}`));

/** `window.__pwned` of the current document; asked again when a navigation replaces the document meanwhile. */
async function pwned(page: Page): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForLoadState('domcontentloaded');
      return await page.evaluate(() => window.__pwned);
    } catch (error) {
      if (attempt >= 3 || !/Execution context was destroyed|navigation/i.test(String(error))) throw error;
    }
  }
}

/** A full load of `url`, even when only its hash differs from the current address (which would otherwise be an in-page jump). */
async function load(page: Page, url: string) {
  if (page.url() !== 'about:blank' && new URL(page.url()).href.split('#')[0] === url.split('#')[0]) await page.goto('about:blank');
  return gotoHydrated(page, url);
}

/** The page is hydrated and the visitor state (which carries the player parameters into play links) is resolved. */
async function openHydrated(page: Page, url: string) {
  const response = await load(page, url);
  await waitVisitorReady(page);
  return response;
}

test.describe('player parameters', () => {
  let baseline: Set<string>;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await openHydrated(page, siteUrl('MCUK', '/'));
    baseline = destinations(await linksOf(page), page.url());
    await page.close();
    // The frame's own destinations: the site, the play platform and the regulators' sites in the footer.
    expect(baseline.has(SITE_ORIGIN)).toBe(true);
    expect(baseline.has(PLATFORM_ORIGIN)).toBe(true);
  });

  /** A page opened with hostile parameters stays on the site, runs nothing, and links nowhere new. */
  async function expectSafe(page: Page, label: string, checks: { payload?: string; watched: ReturnType<typeof watch> }) {
    const { seen, badUrls } = checks.watched;
    expect(new URL(page.url()).origin, label).toBe(SITE_ORIGIN);
    expect(new URL(page.url()).pathname, label).toBe('/');
    expect(await page.evaluate(() => window.__pwned), label).toBeUndefined();
    const links = await linksOf(page);
    const found = destinations(links, page.url());
    expect(
      [...found].filter((destination) => !baseline.has(destination)),
      `${label}: new link destinations`,
    ).toEqual([]);
    for (const scheme of SCRIPT_SCHEMES) expect(found.has(scheme), `${label}: a ${scheme} link`).toBe(false);
    const play = links.filter((link) => link.play);
    expect(play.length, label).toBeGreaterThan(0);
    for (const link of play) {
      const url = new URL(link.href);
      expect(url.origin, `${label}: play link ${link.href}`).toBe(PLATFORM_ORIGIN);
      const deeplink = url.searchParams.get('dl');
      // A deeplink travels only as a plain path of this site, for the platform to resolve against itself.
      if (deeplink !== null) {
        expect(deeplink, `${label}: play link ${link.href}`).toMatch(/^\/(?![/\\])/);
        // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
        expect(deeplink, `${label}: play link ${link.href}`).not.toMatch(/[\\\u0000-\u001f\u007f]/);
        expect(destinationOf(deeplink, `${SITE_ORIGIN}/`), `${label}: play link ${link.href}`).toBe(SITE_ORIGIN);
      }
    }
    if (checks.payload && checks.payload.length > 5) {
      for (const link of links) expect(link.raw.includes(checks.payload), `${label}: payload in ${link.raw}`).toBe(false);
    }
    expect(seen.dialogs, label).toEqual([]);
    expect(seen.errors, label).toEqual([]);
    expect(badUrls(), label).toEqual([]);
  }

  // Nine payloads spread over the families of the list (each a full page load), in three parallel
  // groups: the page's reading of every payload is unit-tested (features/player/player-params.test.ts).
  const sample = samplePayloads(9);
  for (let group = 0; group < 3; group++) {
    const payloads = sample.filter((_, index) => index % 3 === group);
    test(`dl with open-redirect payloads (group ${group + 1} of 3, ${payloads.length} of ${OPEN_REDIRECT_PAYLOADS.length}): stays on the site, no dialog, link origins do not grow`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const guard = guardConsole(page);
      const watched = watch(page);
      for (const payload of payloads) {
        const response = await openHydrated(page, siteUrl('MCUK', `/?dl=${encodeURIComponent(payload)}`));
        expect(response?.status(), JSON.stringify(payload)).toBe(200);
        await expectSafe(page, `dl=${JSON.stringify(payload)}`, { payload, watched });
      }
      guard.expectClean();
    });
  }

  test('a valid deeplink reaches the play links as an encoded same-site path', async ({ page }) => {
    await openHydrated(page, siteUrl('MCUK', `/?dl=${encodeURIComponent('/online-slots/megaways/')}&prid=42`));
    const play = new URL((await linksOf(page)).find((link) => link.play)!.href);
    expect(play.origin).toBe(PLATFORM_ORIGIN);
    expect(play.searchParams.get('dl')).toBe('/online-slots/megaways/');
    expect(play.searchParams.get('prid')).toBe('42');
  });

  test('hostile values in every player and emulation parameter at once (fast-check)', async ({ page }) => {
    test.setTimeout(120_000);
    const watched = watch(page);
    const value = fc.oneof(
      fc.constantFrom(...OPEN_REDIRECT_PAYLOADS),
      fc.constantFrom(
        'not-a-date',
        '99999-99-99',
        '2025-12-24',
        'gb',
        'CA-ON',
        'halloween-bonus',
        'hostile-markup',
        '%',
        '%zz',
        '<script>window.__pwned=1</script>',
      ),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer({ min: 257, max: 4000 }).map((n) => 'x'.repeat(n)),
    );
    const names = ['gl', 'dem', 'bt', 'r', 'dl', 'aname', 'prid'] as const;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...names), value), { minLength: 2, maxLength: 7 }), async (pairs) => {
        const query = pairs.map(([name, v]) => `${name}=${encodeURIComponent(v)}`).join('&');
        const response = await openHydrated(page, siteUrl('MCUK', `/?${query}`));
        expect(response?.status()).toBe(200);
        await expectSafe(page, query.slice(0, 200), { watched });
      }),
      { numRuns: 8 },
    );
  });
});

test.describe('hash modes', () => {
  test('arbitrary and hostile #account/…, #feedback, #search, #gamepage-… and #search-gamepage-… hashes never throw, navigate away or run script (fast-check)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const watched = watch(page);
    await openHydrated(page, siteUrl('MCUK', '/'));
    const tail = fc.oneof(
      fc.constantFrom('login', 'register', 'preRegister', 'feedback-login', 'pharaohs-nights', 'no-such-game', ''),
      fc.constantFrom(...OPEN_REDIRECT_PAYLOADS).map((payload) => payload.slice(0, 200)),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.integer({ min: 100, max: 5000 }).map((n) => 'a'.repeat(n)),
    );
    const hash = fc
      .tuple(fc.constantFrom('account/', 'feedback', 'search', 'gamepage-', 'search-gamepage-', '', '#', 'account//', 'ACCOUNT/'), tail, fc.boolean())
      .map(([mode, rest, encode]) => mode + (encode ? encodeURIComponent(rest) : rest));
    await fc.assert(
      fc.asyncProperty(hash, async (value) => {
        await page.evaluate((h) => {
          window.location.hash = h;
        }, value);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
        expect(new URL(page.url()).origin).toBe(SITE_ORIGIN);
        expect(new URL(page.url()).pathname).toBe('/');
        expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
        expect(watched.seen.dialogs).toEqual([]);
        expect(watched.seen.errors).toEqual([]);
        expect(watched.badUrls()).toEqual([]);
        await expect(page.locator('main')).toBeAttached();
      }),
      { numRuns: 30 },
    );
  });

  test('a hostile hash on load leaves the page usable', async ({ page }) => {
    test.setTimeout(90_000);
    const watched = watch(page);
    for (const hash of [
      '#account/%3Cscript%3E',
      '#account/javascript:alert(1)',
      '#gamepage-%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '#search-gamepage-..%2F..%2F',
      `#feedback${'x'.repeat(3000)}`,
      '#search%00',
    ]) {
      const response = await load(page, siteUrl('MCUK', `/${hash}`));
      expect(response?.status(), hash).toBe(200);
      await expect(page.locator('main h1, main').first(), hash).toBeAttached();
      expect(await page.evaluate(() => window.__pwned), hash).toBeUndefined();
    }
    expect(watched.seen.dialogs).toEqual([]);
    expect(watched.seen.errors).toEqual([]);
    expect(watched.badUrls()).toEqual([]);
  });
});

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
      };
      await open();
      // The payloads are on the page, as text.
      const marker = entry.marker ?? '__pwned=1';
      await expect.poll(() => page.evaluate((text) => document.body.innerText.includes(text), marker), { message: `hostile text shown: ${marker}` }).toBe(true);
      expect(await scriptSurfaces(page)).toEqual([]);
      expect(await page.evaluate(() => window.__pwned)).toBeUndefined();

      // Click every link the content made, on the page as it was loaded: loaded again after a click that left it
      // (a click that opened a tab or did nothing leaves it as it was; a page load costs the suite ~3 s).
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
      // Every page or tab the clicks opened is on the site, its play platform or the seed's plain external link.
      const allowed = [new URL(url).origin, PLATFORM_ORIGIN, 'https://example.com'];
      const elsewhere = watched.seen.urls.filter((visited) => /^https?:/.test(visited) && !allowed.includes(new URL(visited).origin));
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
