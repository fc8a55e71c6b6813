// `npm test`: every check, in the order that fails fastest. Each step prints its own output.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { missingPackages } from './prerequisites.mjs';
import { formatCpu, machineCpuSeconds, stepCpu } from './step-cpu.mjs';

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
// on one worker and 46 s on two. The *-isolated projects hold the files that mock modules or
// globals (scripts/vitest-isolation.ts), the others share a module registry per worker. The HTTP
// tests run two files at a time against one shared stack (apps/web/vitest.http.config.ts).
const unitWorkers = String(Math.max(2, availableParallelism()));

// Stages run one after the other; the steps of a stage side by side (their output held back and
// printed whole as each ends). The two builds are independent (each its own directory) and mostly
// single-threaded: side by side they take about one build's time. The HTTP tests run on their own,
// then the browser tests: measured on 2026-11-27 (standard machine, nothing else running), the
// browser tests alone took 339 s (598 CPU-s) and the HTTP tests alone 76-80 s (119-132), where
// the two side by side took 449 s (845 CPU-s) and 503 s in a clean-clone run: every part slowed
// the other more than the cores it left idle were worth (earlier, on a slower machine, side by
// side had saved about 80 s).
const stages = [
  checks,
  [
    [
      'unit tests',
      'npx',
      [
        'vitest',
        'run',
        ...['repo', 'sites', 'platform', 'platform-isolated', 'web', 'web-isolated'].flatMap((project) => ['--project', project]),
        `--maxWorkers=${unitWorkers}`,
      ],
    ],
  ],
  [
    ['build', 'npm', ['run', 'build']],
    ['test build of the web app', 'npm', ['run', 'build', '--workspace=@mc/web'], { WEB_TEST_BUILD: '1', WEB_BUILD_DIR: testBuildDir }],
  ],
  [['HTTP tests against the built sites and platform', 'npx', ['vitest', 'run', '--project', 'web-http']]],
  [['browser tests (Debian Chromium)', 'npm', ['run', 'test:e2e'], { WEB_BUILD_DIR: testBuildDir }]],
];

// Steps run in process groups of their own, so that a failing step can stop the ones beside it
// (and an interrupt stops them all) rather than leave a browser run going.
const running = new Set();
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Starts a step in its own process group; resolves with its exit code and wall time. */
function start([name, command, args, env = {}], stdio) {
  const stepStart = Date.now();
  const cpu = stepCpu(name);
  const [file, fileArgs] = cpu.command(command, args);
  const child = spawn(file, fileArgs, { stdio, detached: true, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env } });
  running.add(child);
  const done = new Promise((resolve) =>
    child.on('close', (code) => {
      running.delete(child);
      const used = cpu.used();
      cpu.dispose();
      resolve({ name, code, seconds: ((Date.now() - stepStart) / 1000).toFixed(1), cpu: used });
    }),
  );
  return { child, done };
}

/** Runs a check with its output held back, then prints it whole (so parallel checks don't interleave). */
async function runBuffered(step) {
  const { child, done } = start(step, ['ignore', 'pipe', 'pipe']);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const result = await done;
  return { ...result, output: Buffer.concat(output).toString() };
}

const started = Date.now();
const cpuAtStart = machineCpuSeconds();

/** Prints a buffered step's output and verdict; exits on a failure. */
function report({ name, code, output, seconds, cpu }) {
  console.log(`\n=== ${name} ===`);
  process.stdout.write(output);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(code ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s${formatCpu(cpu)})`);
}

const stepsCpu = [];
for (const stage of stages) {
  const stageStart = Date.now();
  if (stage.length > 1) {
    const done = await Promise.all(stage.map(runBuffered));
    for (const result of done) report(result);
    stepsCpu.push(...done.map((result) => result.cpu));
    console.log(`(${done.map((result) => result.name).join(', ')}: side by side in ${((Date.now() - stageStart) / 1000).toFixed(1)}s)`);
    continue;
  }
  const [name, command, args, env = {}] = stage[0];
  console.log(`\n=== ${name} ===`);
  const cpu = stepCpu(name);
  const [file, fileArgs] = cpu.command(command, args);
  const result = spawnSync(file, fileArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  const used = cpu.used();
  cpu.dispose();
  const seconds = ((Date.now() - stageStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  stepsCpu.push(used);
  console.log(`✓ ${name} (${seconds}s${formatCpu(used)})`);
}
const ownCpu = stepsCpu.every((cpu) => cpu.scope === 'its processes');
const total = ownCpu
  ? { seconds: stepsCpu.reduce((sum, cpu) => sum + cpu.seconds, 0), scope: 'its processes' }
  : { seconds: machineCpuSeconds() - cpuAtStart, scope: "the machine's" };
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s${formatCpu(total)} on ${availableParallelism()} cores`);
