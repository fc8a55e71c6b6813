// The real-throttling trace check of `npm run lighthouse`: each page loaded in a fresh context
// of Debian Chromium with the CPU really slowed 4× (Lighthouse's own throttling is simulated: it
// multiplies the tasks it observed), traced until the network and the main thread are quiet;
// the longest main-thread task after the first paint is what a phone's visitor would wait on.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { OUT_DIR } from '../../../scripts/bench/paths.ts';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { longestTaskAfterFirstPaint, type LongestTask, type TraceEvent } from './long-tasks.ts';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';

/** A phone's CPU against this machine's, as Lighthouse's mobile settings assume. */
export const CPU_SLOWDOWN = 4;
/** The bar: no task after the first paint longer than this (a long task, as the browser counts them). */
export const LONG_TASK_MS = 50;
/** The trace stops once the network is idle and no long task has ended for this long… */
const QUIET_MS = 3000;
/** …or this long after the load, whatever still runs. */
const MAX_WAIT_MS = 15_000;
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
/** Lighthouse's own phone (its mobile screen emulation), as a Playwright context: the audits and these loads see one page. */
const LIGHTHOUSE_PHONE = { viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true };
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink.user_timing', 'v8.execute'];
const TRACE_DIR = join(OUT_DIR, 'traces');

/** Loads `url` in a fresh context (a first visit: no storage) under the slowdown; the trace is kept gzipped in `keep` (DevTools opens it). */
async function tracePage(browser: Browser, url: string, keep: string): Promise<LongestTask> {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The page watches its own long tasks. A string: the script runner's function renaming would not exist in the page.
    await page.evaluate(`new Promise((resolve) => {
      const started = performance.now();
      let last = started;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) last = Math.max(last, e.startTime + e.duration); }).observe({ type: 'longtask' });
      (function check() { const now = performance.now(); if (now - last >= ${QUIET_MS} || now - started >= ${MAX_WAIT_MS}) resolve(); else setTimeout(check, 250); })();
    })`);
    await page.waitForLoadState('networkidle');
    const buffer = await browser.stopTracing();
    writeFileSync(keep, gzipSync(buffer));
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    const result = longestTaskAfterFirstPaint(traceEvents);
    if (!result) throw new Error(`no first paint of the main frame in the trace of ${url}`);
    return result;
  } finally {
    await context.close();
  }
}

export interface TracedPage {
  label: string;
  url: string;
}

export interface TraceOutcome {
  lines: string[];
  /** Page loads judged (their round's floor met the bar) and how many of them missed it. */
  judged: number;
  misses: number;
  line: string;
}

const fileOf = (label: string, run: number) => `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${run}.json.gz`;
const rowOf = (label: string, run: number, task: LongestTask, verdict: string) =>
  `| ${label} | ${run} | ${task.firstPaintMs.toFixed(0)} | ${task.longestMs.toFixed(0)} | ${task.onCoreMs?.toFixed(0) ?? '–'} | ${task.startMs.toFixed(0)} | ${task.top.join(' · ') || '–'} | ${verdict} |`;

const failedRow = (label: string, run: number, reason: string, verdict: string) =>
  `| ${label} | ${run} | – | – | – | – | not measured: ${reason} | ${verdict} |`;

/** The trace, or why there is none (a load that timed out, a trace without a first paint): one bad load does not end the check. */
async function tried(trace: () => Promise<LongestTask>): Promise<LongestTask | string> {
  try {
    return await trace();
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replaceAll('|', '/');
  }
}

/**
 * Traces the floor page and then every page, `runs` rounds; `print` gets each row as it comes.
 * As with Lighthouse, a round is judged only when the floor (one paragraph, no script, no
 * style) itself has no long task after its first paint: when it has, the machine is busy and
 * every page's tasks are stretched by the same wait.
 */
export async function traceCheck(floor: TracedPage, pages: readonly TracedPage[], runs: number, print: (line: string) => void): Promise<TraceOutcome> {
  mkdirSync(TRACE_DIR, { recursive: true });
  const lines = [
    `Chromium's real ${CPU_SLOWDOWN}× CPU slowdown, a first visit at 412×823; the longest main-thread task that starts after the main frame's first paint; bar ≤ ${LONG_TASK_MS} ms, judged in a round whose floor page meets it. Traces: ${TRACE_DIR.replace(/^.*\/artifacts/, 'artifacts')}/.`,
    '',
    '| page | round | first paint ms | longest task after it ms | of it on a core ms | starts ms after first paint | what took its time (self time) | verdict |',
    '|---|---:|---:|---:|---:|---:|---|---|',
  ];
  const emit = (row: string) => {
    lines.push(row);
    print(row);
  };
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, headless: true });
  let misses = 0;
  let judged = 0;
  try {
    for (let run = 1; run <= runs; run += 1) {
      const base = await tried(() => tracePage(browser, floor.url, join(TRACE_DIR, fileOf(floor.label, run))));
      const quiet = typeof base !== 'string' && base.longestMs <= LONG_TASK_MS;
      if (typeof base === 'string') emit(failedRow(floor.label, run, base, 'floor not measured: round not judged'));
      else emit(rowOf(floor.label, run, base, quiet ? 'floor quiet, round judged' : 'floor over the bar: machine busy'));
      for (const page of pages) {
        const task = await tried(() => tracePage(browser, page.url, join(TRACE_DIR, fileOf(page.label, run))));
        // A load that could not be traced is a miss: the bar is every load.
        const ok = typeof task !== 'string' && task.longestMs <= LONG_TASK_MS;
        if (quiet) {
          judged += 1;
          if (!ok) misses += 1;
        }
        const verdict = quiet ? (ok ? 'PASS' : 'FAIL') : 'machine busy, not judged';
        emit(typeof task === 'string' ? failedRow(page.label, run, task, verdict) : rowOf(page.label, run, task, verdict));
      }
    }
  } finally {
    await browser.close();
  }
  const total = runs * pages.length;
  const line =
    judged === 0
      ? `no round judged (the floor page had a task over ${LONG_TASK_MS} ms after its first paint in each: the machine was busy): no verdict`
      : `${judged} of ${total} page loads judged; ${judged - misses} had no task over ${LONG_TASK_MS} ms after the first paint: ${misses === 0 ? 'PASS' : 'FAIL'}`;
  return { lines, judged, misses, line };
}
