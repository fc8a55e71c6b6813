import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { guardConsole } from './console-guard.ts';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';
import { PHONE, DESKTOP } from './viewports.ts';

test.describe('market elements in each site frame', () => {
  test('MCSE: Spelpaus, Spelgränser and Självtest stay at the top while scrolling', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, siteUrl('MCSE'));
    const bar = page.getByTestId('rg-bar');
    for (const name of [/Spelpaus/, /Spelgränser/, /Självtest/]) await expect(bar.getByRole('link', { name })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
    await expect(bar.getByRole('link', { name: /Självtest/ })).toHaveAttribute('href', '/self-assessment-test/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('MCDK: the Spillemyndigheden label links to the authority, with ROFUS and StopSpillet', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCDK'));
    const bar = page.getByTestId('rg-bar');
    await expect(bar.getByRole('link', { name: /Spillemyndigheden/ })).toHaveAttribute('href', 'https://www.spillemyndigheden.dk/');
    await expect(bar.getByRole('link', { name: /ROFUS/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: /StopSpillet/ })).toBeVisible();
    await expect(page.getByTestId('site-footer').getByRole('link', { name: /Spillemyndigheden/ })).toHaveAttribute('target', '_blank');
  });

  test('MCDE: the German GroupTwo variant and the responsible-gaming bar', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCDE'));
    const groupTwo = page.locator('[data-footer-group="2"]');
    await expect(groupTwo.getByRole('link')).toHaveText([
      'Verantwortungsvolles Spielen',
      'Bonusrichtlinie',
      'Allgemeine Geschäftsbedingungen',
      'Datenschutzerklärung',
      'Impressum',
    ]);
    await expect(groupTwo.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum/');
    await expect(page.getByTestId('rg-bar')).toBeVisible();
    await expect(page.getByRole('navigation', { name: /./ }).filter({ hasText: 'Live' })).toHaveCount(0);
  });

  test('MCES: Juego Seguro and Jugar Bien seals, 18+, social links without the empty one, licensed-gaming link', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCES'));
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: /Juego Seguro/ })).toHaveAttribute('href', 'https://www.juegoseguro.es/');
    await expect(footer.getByRole('link', { name: /Jugar Bien/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /\+18/ })).toBeVisible();
    const social = footer.locator('a[href*="twitter.com"], a[href*="instagram.com"], a[href*="facebook.com"], a[href*="youtube.com"]');
    await expect(social).toHaveCount(3);
    await expect(footer.locator('[data-footer-group="3"]').getByRole('link', { name: 'Juego autorizado' })).toHaveAttribute('href', '/juego-autorizado/');
    await expect(page.getByTestId('rg-bar')).toHaveCount(0);
  });

  test('MCUK: the licensed-and-regulated statement with 18+ and safer-gambling links', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK'));
    await expect(page.getByTestId('licence-statement')).toContainText('licensed and regulated by the Gambling Commission');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: /Gambling Commission/ })).toHaveAttribute('href', 'https://www.gamblingcommission.gov.uk/');
    await expect(footer.getByRole('link', { name: /18\+/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Safer gambling/ })).toBeVisible();
    await expect(footer.locator('a[href*="twitter.com"]')).toHaveCount(0);
  });

  test('MC: the MGA licence statement and links to every culture of the site', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MC', '/en-CA/help/'));
    await expect(page.getByTestId('licence-statement')).toContainText('Malta Gaming Authority');
    await expect(page.getByTestId('licence-statement')).toContainText('Ontario');
    const languages = page.getByRole('navigation', { name: 'Choose your language' });
    await expect(languages.getByRole('link')).toHaveCount(DEFAULT_SITES.find((site) => site.localCode === 'MC')!.cultures.length);
    await languages.getByRole('link', { name: 'Français (Canada)' }).click();
    await expect(page).toHaveURL(siteUrl('MC', '/fr-CA/help/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.locator('h1')).toHaveText('Aide');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: PHONE });

  const dialog = (page: Page) => page.locator('dialog#mobile-menu');
  const expectOpen = async (page: Page, open: boolean) => {
    await expect(dialog(page)).toHaveJSProperty('open', open);
    await expect(page.locator('body')).toHaveClass(open ? /menu-open/ : /^(?!.*menu-open).*$/);
  };
  const openFromHeader = async (page: Page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectOpen(page, true);
  };

  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK'));
  });

  test('toggles open and closed, keeping focus inside while open', async ({ page }) => {
    await page.getByTestId('mobile-footer-menu').getByRole('button', { name: 'Menu' }).click();
    await expectOpen(page, true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog#mobile-menu'))).toBe(true);
    }
    await dialog(page).getByRole('button', { name: 'Close menu' }).click();
    await expectOpen(page, false);
  });

  // One page for the ways of closing that leave the visitor on it (a page load each cost ~3 s of the suite).
  test('closes on Escape, on an overlay click and on the menu-close event', async ({ page }) => {
    await openFromHeader(page);
    await page.keyboard.press('Escape');
    await expectOpen(page, false);
    await openFromHeader(page);
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await expectOpen(page, false);
    await openFromHeader(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('mc:menu-close')));
    await expectOpen(page, false);
  });

  test('closes on route change', async ({ page }) => {
    await openFromHeader(page);
    await dialog(page).getByRole('link', { name: 'Online Slots' }).click();
    await expect(page).toHaveURL(siteUrl('MCUK', '/online-slots/'));
    await expectOpen(page, false);
  });

  test('closes when the account opens', async ({ page }) => {
    await openFromHeader(page);
    await dialog(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/#account\/login$/);
    await expectOpen(page, false);
  });
});

test('back-to-top appears after 200 px of scrolling and scrolls back up', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await gotoHydrated(page, siteUrl('MCUK'));
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.waitForTimeout(100);
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  // It rises 8 px as it fades in: measured mid-way it stood 49 px above the bottom.
  await button.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const box = await button.boundingBox();
  expect(Math.round(1440 - box!.x - box!.width)).toBe(30);
  expect(Math.round(500 - box!.y - box!.height)).toBe(50);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(0);
  await expect(button).toBeHidden();
});

test.describe('festive theme', () => {
  // The window's edges are unit-tested (isChristmas in lib/state/ui-store.test.ts), and the ribbon's
  // hydration either way round (festive-ribbon.island.test.tsx): here, that the page follows dem.
  for (const [dem, festive] of [
    ['2026-12-24', true],
    ['2026-12-27', false],
  ] as const) {
    test(`dem=${dem} ${festive ? 'shows' : 'does not show'} the festive theme`, async ({ page }) => {
      await gotoHydrated(page, siteUrl('MCUK', `/?dem=${dem}`));
      if (festive) {
        await expect(page.locator('html')).toHaveAttribute('data-festive', '');
        await expect(page.getByTestId('festive-ribbon')).toBeVisible();
      } else {
        await expect(page.locator('html')).not.toHaveAttribute('data-festive');
        await expect(page.getByTestId('festive-ribbon')).toHaveCount(0);
      }
    });
  }
});

/** Visible elements reaching past `width` with no clipping or scrolling ancestor below <body>. */
const sticksOut = (page: Page, width: number) =>
  page.evaluate((limit) => {
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > limit + 1 && !clipped(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} right=${Math.round(element.getBoundingClientRect().right)}`)
      .slice(0, 5);
  }, width);

/**
 * Each site's home, and the home of each edition written in another language than its site's
 * first (fr-CA and the further editions of MC): longer words are what overflow a narrow screen.
 */
const widthChecked = new Set(
  DEFAULT_SITES.flatMap((site) =>
    site.cultures.filter((culture, index) => index === 0 || culture.lang !== site.cultures[0]!.lang).map((culture) => culture.code),
  ),
);

/**
 * Words that a box of fixed size clips: their element pokes out above or below the nearest
 * ancestor that hides its overflow (one that scrolls shows it; a box of 1 px hides its words on
 * purpose). A banner slide of the art's proportions once clipped a UK offer's button and
 * significant terms off its top on a 360 px phone. Slides beside the shown one are clipped
 * sideways by the slider: only the vertical is checked.
 */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowY;
        if (overflow === 'auto' || overflow === 'scroll') break;
        if (overflow !== 'hidden' && overflow !== 'clip') continue;
        const clip = node.getBoundingClientRect();
        if (clip.height > 1 && (box.top < clip.top - 1 || box.bottom > clip.bottom + 1))
          found.push(
            `"${element.textContent?.trim().slice(0, 40)}" at ${Math.round(box.top)}–${Math.round(box.bottom)} in ${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''} at ${Math.round(clip.top)}–${Math.round(clip.bottom)}`,
          );
        break;
      }
    }
    return found.slice(0, 5);
  });

/** Nothing sticks out past the viewport's right edge outside a scroller of its own, no words are clipped; a full-page screenshot kept for review (JPEG: a third of PNG's CPU at 1440 px). */
async function expectNothingCutOff(page: Page, file: string, width: number) {
  // (the body clips sideways overflow, which would hide content rather than let it scroll)
  expect(await sticksOut(page, width)).toEqual([]);
  expect(await cutOff(page)).toEqual([]);
  await page.screenshot({ path: `../../artifacts/screenshots/${file}-home-${width}.jpg`, fullPage: true, type: 'jpeg', quality: 80 });
}

/**
 * Every culture's home, one page load each: at phone width (no sideways scrolling, the menu open,
 * axe), then widened to desktop (the page follows, as when a tablet turns: same checks). Axe
 * scans the frame (everything but <main>) in every culture; the site's first culture has the
 * whole page scanned (content pages are scanned per content type in info.spec.ts).
 */
test.describe('the frame in every culture: axe at phone width with the menu open and at desktop width; no sideways scrolling, no clipped words', () => {
  // Four axe scans a test: on a 2-core machine running two workers one full scan took 33 s.
  test.describe.configure({ timeout: 90_000 });
  for (const site of DEFAULT_SITES) {
    for (const [index, culture] of site.cultures.entries()) {
      const name = index === 0 ? site.localCode : `${site.localCode} ${culture.code}`;
      const file = name.toLowerCase().replace(' ', '-');
      const scope = index === 0 ? undefined : { exclude: 'main' };
      test(`${culture.code} (${site.localCode})`, async ({ page }) => {
        const guard = guardConsole(page, [/Failed to load resource/]);
        await page.setViewportSize(PHONE);
        await gotoHydrated(page, siteUrl(site.localCode, `${culture.route}/`));
        if (widthChecked.has(culture.code)) await expectNothingCutOff(page, file, PHONE.width);
        await page.getByTestId('mobile-footer-menu').getByRole('button').first().click();
        await expect(page.locator('dialog#mobile-menu')).toHaveJSProperty('open', true);
        // Scanned as the visitor sees it once it has slid in: mid-animation, axe measured the menu's buttons overlapping (target-size).
        await page.locator('dialog#mobile-menu').evaluate((menu) => Promise.all(menu.getAnimations({ subtree: true }).map((animation) => animation.finished)));
        await expectNoAxeViolations(page, scope);
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog#mobile-menu')).toHaveJSProperty('open', false);
        await page.setViewportSize(DESKTOP);
        if (widthChecked.has(culture.code)) await expectNothingCutOff(page, file, DESKTOP.width);
        await expectNoAxeViolations(page, scope);
        guard.expectClean();
      });
    }
  }
});
