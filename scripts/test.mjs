// `npm test`: every check, in the order that fails fastest. Each step prints its own output.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
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

// The static checks are single-threaded each: they run side by side (their output is printed
// as each ends), which saves about 20 s on the 2-core machine.
const checks = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['formatting (Prettier)', 'npm', ['run', 'format:check']],
  ['locale coverage report', 'npm', ['run', 'locales', '--workspace=@mc/web']],
];

// Vitest's default leaves one core idle (cores - 1 workers): on 2 cores the unit tests took 68 s
// on one worker and 46 s on two. The HTTP tests keep the default (one file at a time against
// one shared stack: some of them count requests per client).
const unitWorkers = String(Math.max(2, availableParallelism()));

const steps = [
  [
    'unit tests',
    'npx',
    ['vitest', 'run', '--project', 'repo', '--project', 'sites', '--project', 'platform', '--project', 'web', `--maxWorkers=${unitWorkers}`],
  ],
  ['build', 'npm', ['run', 'build']],
  ['HTTP tests against the built sites and platform', 'npx', ['vitest', 'run', '--project', 'web-http']],
  ['test build of the web app', 'npm', ['run', 'build', '--workspace=@mc/web'], { WEB_TEST_BUILD: '1', WEB_BUILD_DIR: testBuildDir }],
  ['browser tests (Debian Chromium)', 'npm', ['run', 'test:e2e'], { WEB_BUILD_DIR: testBuildDir }],
];

/** Runs a check with its output held back, then prints it whole (so parallel checks don't interleave). */
function runBuffered([name, command, args]) {
  return new Promise((resolve) => {
    const stepStart = Date.now();
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ name, code, output: Buffer.concat(output).toString(), seconds: ((Date.now() - stepStart) / 1000).toFixed(1) }));
  });
}

const started = Date.now();
const results = await Promise.all(checks.map(runBuffered));
for (const { name, code, output, seconds } of results) {
  console.log(`\n=== ${name} ===`);
  process.stdout.write(output);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(code ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
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
