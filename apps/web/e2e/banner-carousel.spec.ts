import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, waitVisitorReady } from './hydrated.ts';
import { siteUrl } from './ports.ts';
import { PHONE, DESKTOP } from './viewports.ts';

const carousel = (page: Page) => page.getByTestId('main-banner').locator('[aria-roledescription="carousel"]');
/** The moving strip of slides, whose transform Embla sets each frame. */
const track = (page: Page) => carousel(page).locator('[data-carousel-viewport] > *');
const selected = async (page: Page) => Number(await carousel(page).getAttribute('data-selected'));
const slideCount = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]').count();
/** The slide shown: the selected index settles within Embla's ~300 ms transition. */
const expectSelected = (page: Page, index: number) => expect.poll(() => selected(page), { timeout: 4000 }).toBe(index);

type TurnRecorder = { turn: number[]; observer?: MutationObserver };

/**
 * The track's horizontal positions, one per frame Embla draws, during what `act` starts and
 * until the track has rested for 300 ms.
 */
async function recordTurn(page: Page, act: () => Promise<void>): Promise<number[]> {
  await track(page).evaluate((track: HTMLElement) => {
    const recorder = ((window as unknown as { __turn?: TurnRecorder }).__turn ??= { turn: [] });
    recorder.turn = [];
    recorder.observer?.disconnect();
    recorder.observer = new MutationObserver(() => recorder.turn.push(new DOMMatrixReadOnly(track.style.transform).m41));
    recorder.observer.observe(track, { attributes: true, attributeFilter: ['style'] });
  });
  await act();
  const positions = () => page.evaluate(() => (window as unknown as { __turn: TurnRecorder }).__turn.turn);
  let seen = -1;
  await expect
    .poll(
      async () => {
        const count = (await positions()).length;
        const rested = count > 0 && count === seen;
        seen = count;
        return rested;
      },
      { intervals: [300], timeout: 5000 },
    )
    .toBe(true);
  return positions();
}

/** Carousel controls' names in each tested site's language. */
const CAROUSEL_SITES = [
  { code: 'MC', pause: 'Pause the slideshow', next: 'Next slide', previous: 'Previous slide', goTo: (n: number) => `Go to slide ${n}` },
  { code: 'MCUK', pause: 'Pause the slideshow', next: 'Next slide', previous: 'Previous slide', goTo: (n: number) => `Go to slide ${n}` },
  {
    code: 'MCES',
    pause: 'Pausar la presentación',
    next: 'Diapositiva siguiente',
    previous: 'Diapositiva anterior',
    goTo: (n: number) => `Ir a la diapositiva ${n}`,
  },
] as const;

for (const site of CAROUSEL_SITES) {
  test.describe(`${site.code}: main banner carousel`, () => {
    test.use({ viewport: DESKTOP });

    test('auto-advances on desktop and pauses while hovered', async ({ page }) => {
      // The page's own clock, run ahead on demand: the 5-second auto-slide without 13 s of waiting.
      await page.clock.install();
      await gotoHydrated(page, siteUrl(site.code));
      await waitVisitorReady(page);
      await expect(carousel(page)).toHaveAttribute('data-autoplay', 'true');
      await page.mouse.move(5, 5);
      await expectSelected(page, 0);
      await page.clock.runFor(5500);
      await expect.poll(() => selected(page)).toBe(1);
      // A moving slider is a layer of its own: without it every frame of a slide change
      // re-rastered the banner (main-banner.module.css).
      expect(await track(page).evaluate((track) => getComputedStyle(track).willChange)).toBe('transform');
      await carousel(page).hover();
      const before = await selected(page);
      await page.clock.runFor(6500);
      expect(await selected(page)).toBe(before);
    });

    // One page for both ways of moving by hand (each page load costs the suite ~3 s).
    test('swipes of 50 px or more change the slide, shorter ones do not; arrows, dots and wrapping from last to first', async ({ page }) => {
      await gotoHydrated(page, siteUrl(site.code));
      await page.getByRole('button', { name: site.pause }).click();
      const box = (await carousel(page).boundingBox())!;
      const y = box.y + box.height / 3;
      const drag = async (dx: number) => {
        await page.mouse.move(box.x + box.width / 2, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + dx / 2, y, { steps: 4 });
        await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 4 });
        await page.mouse.up();
        await page.waitForTimeout(700);
      };
      await expect.poll(() => slideCount(page)).toBeGreaterThanOrEqual(2);
      await drag(-20);
      await expectSelected(page, 0);
      // A loaded machine can drop the first pointer sequence before Embla binds: retry only while still on slide 1.
      await expect(async () => {
        if ((await selected(page)) === 0) await drag(-400);
        expect(await selected(page)).toBe(1);
      }).toPass({ timeout: 15_000 });

      const count = await slideCount(page);
      await page.getByRole('button', { name: site.goTo(1) }).click();
      await expectSelected(page, 0);
      const turn = await recordTurn(page, async () => {
        await page.getByRole('button', { name: site.next }).click();
        await expectSelected(page, 1);
      });
      // The turn ends on the slide once within half a pixel (carousel.ts): Embla alone crept on for
      // 13-16 more frames within half a pixel of the slide, which an idle home page drew on every turn.
      const rest = turn.at(-1)!;
      expect(turn.length).toBeGreaterThan(5);
      expect(turn.slice(0, -1).filter((x) => Math.abs(x - rest) < 0.5).length).toBeLessThanOrEqual(2);
      await page.getByRole('button', { name: site.goTo(count) }).click();
      await expectSelected(page, count - 1);
      await expect(page.getByRole('button', { name: site.goTo(count) })).toHaveAttribute('aria-current', 'true');
      await page.getByRole('button', { name: site.next }).click();
      await expectSelected(page, 0);
      await page.getByRole('button', { name: site.previous }).click();
      await expectSelected(page, count - 1);
    });

    test('shows slides only within their date window (dem emulates today)', async ({ page }) => {
      // The seed sets the Christmas window from its clock (apps/platform/src/seed/content/offer-calendar.ts):
      // 1 to 26 December of this year, or of the next once this one's is over.
      const now = new Date();
      const year = now.getTime() > Date.UTC(now.getUTCFullYear(), 11, 26, 23, 59, 59) ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
      await gotoHydrated(page, siteUrl(site.code, `/?dem=${year}-12-10`));
      await expect(carousel(page).locator('[data-section="christmas"]')).toHaveCount(1);
      await gotoHydrated(page, siteUrl(site.code, `/?dem=${year + 1}-02-10`));
      await expect(carousel(page)).toBeVisible();
      await expect(carousel(page).locator('[data-section="christmas"]')).toHaveCount(0);
    });
  });
}

test.describe('main banner carousel', () => {
  test.use({ viewport: DESKTOP });

  test('es shows its Halloween slide only from 27 October to 3 November 2025', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCES', '/?dem=2025-10-30'));
    await expect(page.getByTestId('main-banner').locator('[data-section*="halloween"]').first()).toBeAttached();
    await gotoHydrated(page, siteUrl('MCES', '/?dem=2025-11-04'));
    await expect(page.getByTestId('main-banner')).toBeVisible();
    await expect(page.getByTestId('main-banner').locator('[data-section*="halloween"]')).toHaveCount(0);
  });

  test('a bt code turns the banner into a bt banner with its own texts; an unknown code is cleared', async ({ page }) => {
    await gotoHydrated(page, siteUrl('MCUK', '/?bt=vip-invite&r=1'));
    const banner = page.getByTestId('main-banner');
    await expect(banner).toHaveAttribute('data-bt', 'vip-invite');
    await expect(banner).toHaveAttribute('data-loaded', 'true');
    await expect(banner).toHaveAttribute('data-kind', 'plain');
    await expect(banner.locator('img').first()).toHaveAttribute('src', /bt=vip-invite/);
    expect(await page.evaluate(() => sessionStorage.getItem('xbt'))).toContain('vip-invite');
    await gotoHydrated(page, siteUrl('MCUK', '/?bt=no-such-code'));
    await expect(banner).toHaveAttribute('data-loaded', 'true');
    await expect(banner).not.toHaveAttribute('data-bt');
    await expect(banner).toHaveAttribute('data-kind', 'carousel');
    expect(await page.evaluate(() => sessionStorage.getItem('xbt'))).toBeNull();
  });

  test('on a phone, where a slide is as tall as its words, a bt banner takes the place of the slides without moving the page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, siteUrl('MCUK', '/?bt=vip-invite&r=1'));
    await expect(page.getByTestId('main-banner')).toHaveAttribute('data-bt', 'vip-invite');
    // Two frames and a breath: a shift is reported after the frame that laid it out.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });

  test('the first slide is the LCP image: server-rendered, eager, high priority, with reserved size', async ({ page }) => {
    await page.goto(siteUrl('MCUK', '/robots.txt'));
    const html = await page.evaluate(() => fetch('/').then((response) => response.text()));
    const first = /<img[^>]*class="[^"]*bg[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('width="750"');
    expect(first).toContain('height="360"');
    expect(html).toMatch(/<source media="\(min-width: 768px\)" srcSet="[^"]*device=desktop[^"]*layer=bg/);
  });
});
