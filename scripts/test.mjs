// `npm test`: every check, in the order that fails fastest. Each step prints its own output.
import { spawnSync } from 'node:child_process';
import { missingPackages } from './prerequisites.mjs';

const missing = missingPackages();
if (missing.length > 0) {
  const names = missing.map((item) => item.pkg).join(' ');
  console.error(
    `npm test needs Debian packages that are missing (${missing.map((item) => `${item.pkg}: ${item.for}`).join('; ')}); install them with: sudo apt-get install -y --no-install-recommends ${names}`,
  );
  process.exit(1);
}

// The browser tests need their fixtures (apps/web/test-build.ts), which the production build
// the HTTP tests check has none of: a test build of the web app of their own, beside it.
const testBuildDir = `${process.env.WEB_BUILD_DIR ?? 'build'}-test`;

const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['formatting (Prettier)', 'npm', ['run', 'format:check']],
  ['locale coverage report', 'npm', ['run', 'locales', '--workspace=@mc/web']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'repo', '--project', 'sites', '--project', 'platform', '--project', 'web']],
  ['build', 'npm', ['run', 'build']],
  ['HTTP tests against the built sites and platform', 'npx', ['vitest', 'run', '--project', 'web-http']],
  ['test build of the web app', 'npm', ['run', 'build', '--workspace=@mc/web'], { WEB_TEST_BUILD: '1', WEB_BUILD_DIR: testBuildDir }],
  ['browser tests (Debian Chromium)', 'npm', ['run', 'test:e2e'], { WEB_BUILD_DIR: testBuildDir }],
];

const started = Date.now();
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
