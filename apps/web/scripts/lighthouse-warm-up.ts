// Before `npm run lighthouse` judges anything: one Lighthouse audit of every page, in a Chrome of
// its own that is closed before the first judged audit (decision 016).
//
// Why: three things on the machine's two cores are cold at the first audit, and none of them is
// the page. The reference platform stands in for the CDN and draws each game's and banner's art on
// its first request (sharp, on both cores; apps/platform/src/routes/images.ts): per audit of a
// fresh stack it took 0.1–0.9 CPU-seconds in round 1 and 0.03–0.07 in round 2 (2026-11-28).
// Lighthouse's own node process compiles its code as it goes: in a fresh process it used 5.8 and
// 5.9 CPU-seconds for its first two audits, 3.5–4.2 for the next two and 1.3–2.5 from the fifth,
// and the pages' TBT followed it (181–331 ms in its first four audits, 3–97 after; the same
// pages audited by a warm Lighthouse in a Chrome launched fresh: 43–107). An audit of each page
// asks for exactly what the judged audits ask for, and runs exactly Lighthouse's code.
// The judged audits run in a Chrome launched after this one is closed, so every judged load is
// still a first visit in a fresh browser.
import { launch } from 'chrome-launcher';
import { CHROME_LAUNCHER_OPTIONS } from '../../../scripts/chromium.ts';

/** Audits each URL once in a Chrome of its own with `audit` (the judged audits' own function); what they measured is dropped. */
export async function warmUp(urls: readonly string[], audit: (url: string, port: number) => Promise<unknown>): Promise<void> {
  const chrome = await launch(CHROME_LAUNCHER_OPTIONS);
  try {
    for (const url of urls) {
      try {
        await audit(url, chrome.port);
      } catch (error) {
        // A page that cannot be warmed is still audited: its own rows then say what is wrong with it.
        console.warn(`warm-up of ${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await chrome.kill();
  }
}
