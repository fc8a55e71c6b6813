// Before `npm run lighthouse` audits anything: every call and image the audited pages make is
// answered once, in a browser of its own, so the back end's caches are as a visitor finds them.
//
// Why: the reference platform stands in for the CDN and draws each game's and banner's art on its
// first request (sharp, on both cores; apps/platform/src/routes/images.ts). Measured on
// 2026-11-28, per audit of a fresh stack: the platform took 0.1–0.9 CPU-seconds in round 1 and
// 0.03–0.07 in round 2, on the same two cores as the page being audited, in the minutes Lighthouse
// measures. The pages' HTML alone (what the script fetched before) asks for none of the art.
// A warm-up in the audited Chrome would warm that browser too; this one is closed before the
// first audit, so every audited load is still a first visit in a fresh profile (decision 016).
import { chromium } from 'playwright-core';
import { TEST_CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { LIGHTHOUSE_PHONE } from './trace-check.ts';

const SCROLL_STEPS = 30;
const SCROLL_PX = 800;

/** Loads each URL once (a fresh context each), scrolled to its end so every lazy image is asked for. */
export async function warmUp(urls: readonly string[]): Promise<void> {
  const browser = await chromium.launch(TEST_CHROMIUM_LAUNCH);
  try {
    for (const url of urls) {
      // Lighthouse's phone: the same viewport asks for the same images.
      const context = await browser.newContext(LIGHTHOUSE_PHONE);
      try {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'networkidle' });
        for (let step = 0; step < SCROLL_STEPS; step += 1) {
          await page.mouse.wheel(0, SCROLL_PX);
          await page.waitForTimeout(50);
        }
        await page.waitForLoadState('networkidle');
      } catch (error) {
        // A page that cannot be warmed is still audited: its own rows then say what is wrong with it.
        console.warn(`warm-up of ${url}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
