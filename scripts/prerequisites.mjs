// What `npm test` needs from Debian beyond Node: one list, read by scripts/test.mjs (which
// stops with one line naming what is missing) and by .ci/run (which installs it).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's full browser (Lighthouse, the trace check) and its headless shell (the browser tests): scripts/chromium.ts launches them. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Debian package, and how to tell it is there. */
export const PREREQUISITES = [
  { pkg: 'chromium', present: () => existsSync(CHROMIUM_PATH), for: 'Lighthouse, the trace check' },
  { pkg: 'chromium-headless-shell', present: () => existsSync(TEST_CHROMIUM_PATH), for: 'browser tests' },
  { pkg: 'nginx', present: () => onPath('nginx') || existsSync('/usr/sbin/nginx'), for: 'the nginx front test' },
  { pkg: 'redis-server', present: () => onPath('redis-server'), for: 'the Redis data-cache tests' },
  { pkg: 'default-jre-headless', present: () => onPath('java'), for: 'the W3C HTML checker' },
];

function onPath(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function missingPackages() {
  return PREREQUISITES.filter((item) => !item.present());
}

// `node scripts/prerequisites.mjs` prints the missing packages' names, one line.
if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  console.log(
    missingPackages()
      .map((item) => item.pkg)
      .join(' '),
  );
}
