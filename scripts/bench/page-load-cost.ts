// `npm run bench:page-load`: what a browser test's page load costs the machine, in CPU seconds
// per process (Chromium's browser, renderer, network and GPU processes, the origin, the platform,
// this runner), for a load in a fresh browser context (what Playwright gives each test) and the
// same load in a context that already exists, and what the home page costs a second while it sits
// idle. The figures behind docs/decisions/011. A
// measurement, not a test. Knobs: PAGE_LOAD_ROUNDS (5), PAGE_LOAD_PATHS (MCUK paths, comma
// separated), WEB_BUILD_DIR.
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type BrowserContext } from 'playwright-core';
import { TEST_CHROMIUM_LAUNCH } from '../chromium.ts';
import { startStack } from '../stack.mjs';
import { ensureBuild } from './ensure-build.ts';
import { loadLine, machineLine } from './machine.ts';
import { cpuMsOf } from './processes.ts';

const WEB_PORT = 3196;
const PLATFORM_PORT = 4296;
const ROUNDS = Number(process.env.PAGE_LOAD_ROUNDS ?? 5);
const PATHS = (process.env.PAGE_LOAD_PATHS ?? '/,/nope/,/online-slots/pharaohs-nights/').split(',');

/** CPU seconds used so far by every live process descended from this one, by kind. */
function cpuByProcess(): Map<string, { kind: string; seconds: number }> {
  const pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  const stats = new Map<string, string[]>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      stats.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' '));
    } catch {
      // gone meanwhile
    }
  }
  const ours = (pid: string) => {
    for (let at: string | undefined = pid, hops = 0; at && hops < 30; at = stats.get(at)?.[1], hops++) if (at === String(process.pid)) return true;
    return false;
  };
  const found = new Map<string, { kind: string; seconds: number }>();
  for (const pid of stats.keys()) {
    if (!ours(pid) && pid !== String(process.pid)) continue;
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    const type = /--type=(\S+)/.exec(command)?.[1];
    const sub = /--utility-sub-type=([\w.]+)/.exec(command)?.[1];
    const kind =
      pid === String(process.pid)
        ? 'this runner (Playwright client)'
        : /chrom/.test(command)
          ? `chromium ${type ? `${type}${sub ? ` ${sub}` : ''}` : 'browser'}`
          : command.includes('platform')
            ? 'platform'
            : command.includes('server/index.js')
              ? 'origin'
              : 'other';
    const ms = cpuMsOf([Number(pid)]);
    if (!Number.isNaN(ms)) found.set(pid, { kind, seconds: ms / 1000 }); // NaN: gone meanwhile
  }
  return found;
}

async function measure(label: string, context: () => Promise<BrowserContext>, done: (context: BrowserContext) => Promise<void>) {
  const byKind = new Map<string, number>();
  let wallMs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of PATHS) {
      const before = cpuByProcess();
      const started = Date.now();
      const ctx = await context();
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      await page.goto(`http://mcuk.localhost:${WEB_PORT}${path}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      wallMs += Date.now() - started;
      // Read before the context closes: its renderer's CPU goes with it.
      addUsedSince(before, byKind);
      await done(ctx);
    }
  }
  const loads = ROUNDS * PATHS.length;
  console.log(`\n${label}: ${(total(byKind) / loads).toFixed(2)} CPU s and ${(wallMs / loads / 1000).toFixed(2)} s wall per load (${loads} loads)`);
  printByKind(byKind, loads, 0.005);
}

/** Adds to `byKind` the CPU each live process has used since `before` (a process started meanwhile, all of its). */
function addUsedSince(before: ReturnType<typeof cpuByProcess>, byKind: Map<string, number>): void {
  for (const [pid, { kind, seconds }] of cpuByProcess()) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds - (before.get(pid)?.seconds ?? 0));
}

const total = (byKind: Map<string, number>) => [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);

/** One line per kind of process, per `unit` (a load, a second), the smallest left out. */
function printByKind(byKind: Map<string, number>, unit: number, smallest: number): void {
  for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]))
    if (seconds / unit >= smallest) console.log(`  ${kind.padEnd(48)} ${(seconds / unit).toFixed(3)}`);
}

/**
 * What a loaded page costs while nobody touches it, a second at a time (the home page's slider
 * turns every few seconds): a browser test keeps its page open for seconds, a visitor for minutes.
 */
async function measureIdle(path: string, seconds = 10) {
  const ctx = await browser.newContext(options);
  const page = await ctx.newPage();
  await page.goto(`http://mcuk.localhost:${WEB_PORT}${path}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(4000); // past the slider's first turn, which loads it
  const before = cpuByProcess();
  await page.waitForTimeout(seconds * 1000);
  const byKind = new Map<string, number>();
  addUsedSince(before, byKind);
  await ctx.close();
  console.log(`\nidle ${path} after its load, ${seconds} s: ${(total(byKind) / seconds).toFixed(3)} CPU s a second`);
  printByKind(byKind, seconds, 0.002);
}

console.log(machineLine('not pinned'));
console.log(loadLine());
ensureBuild();
const stack = await startStack({ webPort: WEB_PORT, platformPort: PLATFORM_PORT, quiet: true, freshDb: true });
const browser = await chromium.launch({ ...TEST_CHROMIUM_LAUNCH });
const options = { serviceWorkers: 'block' as const };
try {
  // Warm the origin and the platform (their first renders compile code) before anything is counted.
  for (const path of [...PATHS, ...PATHS]) {
    const ctx = await browser.newContext(options);
    const page = await ctx.newPage();
    await page.goto(`http://mcuk.localhost:${WEB_PORT}${path}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await ctx.close();
  }
  console.log(`\npaths: ${PATHS.join(', ')} on MCUK, ${ROUNDS} rounds; ${loadLine()}`);
  await measure(
    'fresh context per load (a Playwright test)',
    () => browser.newContext(options),
    (ctx) => ctx.close(),
  );
  const shared = await browser.newContext(options);
  await measure(
    'one context for every load',
    () => Promise.resolve(shared),
    () => Promise.resolve(),
  );
  await shared.close();
  await measureIdle('/');
} finally {
  await browser.close();
  await stack.stop();
}
