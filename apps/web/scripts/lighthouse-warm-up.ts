// Before `npm run lighthouse` judges anything: one Lighthouse audit of every page, in a Chrome of
// its own that is closed before the first judged audit.
//
// Why (decision 016 has the figures): two things on the machine's two cores are cold at the first
// audit, and neither is the page. The reference platform stands in for the CDN and draws each
// game's and banner's art on its first request (sharp, on both cores); and Lighthouse's own node
// process compiles its code as it goes, using several times the CPU in its first audits that it
// uses from the fifth on, while the page it audits waits for a core. An audit of each page asks
// the back end for exactly what the judged audits ask for and runs exactly Lighthouse's code.
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
