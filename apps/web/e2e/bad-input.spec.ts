import { expect, test, type Page } from '@playwright/test';
import fc from 'fast-check';
import { destinationOf, OPEN_REDIRECT_PAYLOADS, samplePayloads, SCRIPT_SCHEMES } from '../test/open-redirect-payloads.ts';
import { destinations, linksOf, load, openHydrated, PLATFORM_ORIGIN, SITE_ORIGIN, watch } from './bad-input.ts';
import { guardConsole } from './console-guard.ts';
import { siteUrl } from './ports.ts';

// Issue 8, item 6 ("Bad input") in the browser: hostile player parameters and hash modes never
// take the visitor off the site or run script; CMS text with payloads: bad-input-cms.spec.ts.
// HTTP side: test/http/bad-input.http.test.ts.

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
