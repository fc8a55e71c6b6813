// Debian's Chromium (browser downloads are impossible here), with the flags that keep it off
// the network: one definition for the browser tests, Lighthouse and the bench.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

/** For Playwright's `launch`. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** For chrome-launcher (Lighthouse), which starts the browser itself and needs headless asked for. */
export const CHROME_LAUNCHER_OPTIONS = { chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] };
