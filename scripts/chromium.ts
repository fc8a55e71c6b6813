// Debian's Chromium (browser downloads are impossible here), with the flags that keep it off
// the network: one definition for the browser tests, Lighthouse and the benches.
//
// Two binaries of the same Debian build (docs/decisions/013): the browser tests drive
// `chromium-headless-shell`, the headless-only build Playwright itself runs headless tests in,
// which costs a fresh context's page load about a third less CPU than the full browser's
// headless mode; Lighthouse and the trace check measure what a visitor's browser does, so they
// keep the full `chromium`.

import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './prerequisites.mjs';

/** The full browser: Lighthouse, the real-throttling trace check, page weight. The headless shell: the browser tests and what their page loads cost (bench:page-load). */
export { CHROMIUM_PATH, TEST_CHROMIUM_PATH };

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // For measuring a flag's cost or gain (npm run bench:page-load), never needed to run anything.
  ...(process.env.CHROMIUM_EXTRA_FLAGS?.split(' ').filter(Boolean) ?? []),
];

/** For Playwright's `launch` of the full browser. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** For Playwright's `launch` in the browser tests. */
export const TEST_CHROMIUM_LAUNCH = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** For chrome-launcher (Lighthouse), which starts the browser itself and needs headless asked for. */
export const CHROME_LAUNCHER_OPTIONS = { chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] };
