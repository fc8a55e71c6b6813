// `npm run lighthouse`: Lighthouse (default mobile settings: simulated slow 4G and 4× CPU
// slowdown, Debian Chromium) on the home, a category, a game and a blog post of MCUK and MCES.
// Not a test: prints the performance score, LCP, TBT, CLS and JavaScript transferred per page
// (median of LIGHTHOUSE_RUNS, 3), checks them against issue 8's bars and keeps the table in
// artifacts/bench/lighthouse-latest.md. Builds what is missing first, like the bench.
// LIGHTHOUSE_PAGES=home,category picks page types.
//
// The same run first audits a one-paragraph HTML page from a bare node:http server: what this
// machine and Chromium cost before any page of ours (on a 2-core VM its TBT alone is ~130 ms),
// so a page's figures read against that floor.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from '../../../scripts/bench/ensure-build.ts';
import { get } from '../../../scripts/bench/http-get.ts';
import { loadLine, machineLine } from '../../../scripts/bench/machine.ts';
import { BENCH_TYPES, hostOf, pagesOf } from '../../../scripts/bench/pages.ts';
import { OUT_DIR } from '../../../scripts/bench/paths.ts';
import { CHROME_LAUNCHER_OPTIONS } from '../../../scripts/chromium.ts';
import { startStack } from '../../../scripts/stack.mjs';

const WEB_PORT = 3103;
const FLOOR_PORT = 3198;
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>Floor</h1><p>One paragraph, no script, no style.</p></body></html>';
const PLATFORM_PORT = 4203;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SITES = ['MCUK', 'MCES'] as const;
/** Issue 8's client budgets. */
const BARS = { score: 95, cls: 0.02, tbtMs: 150 } as const;

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsKb: (items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
  };
}

const meets = (f: Figures) => f.score >= BARS.score && f.cls <= BARS.cls && f.tbt <= BARS.tbtMs;

const header = machineLine('not pinned');
const loadAtStart = loadLine();
ensureBuild();
const stack = await startStack({ webPort: WEB_PORT, platformPort: PLATFORM_PORT, quiet: true, freshDb: true });
const chrome = await launch(CHROME_LAUNCHER_OPTIONS);
const wanted = process.env.LIGHTHOUSE_PAGES?.split(',');
const rows: string[] = [];
let pass = true;
const floor = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(FLOOR_HTML));
await new Promise<void>((resolve) => floor.listen(FLOOR_PORT, '127.0.0.1', resolve));

async function medianOf(url: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, chrome.port));
  return Object.fromEntries((['score', 'lcp', 'tbt', 'cls', 'jsKb'] as const).map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}
const rowOf = (site: string, type: string, path: string, m: Figures, verdict: string) =>
  `| ${site} | ${type} | \`${path}\` | ${m.score} | ${m.lcp.toFixed(0)} | ${m.tbt.toFixed(0)} | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} | ${verdict} |`;

try {
  console.log(`Lighthouse ${RUNS} run(s) per page, mobile defaults, median shown · ${header}`);
  const floorRow = rowOf('floor', 'one-paragraph HTML, node:http', '/', await medianOf(`http://127.0.0.1:${FLOOR_PORT}/`), 'baseline');
  rows.push(floorRow);
  console.log(floorRow);
  for (const site of SITES) {
    const pages = await pagesOf(
      stack.platformOrigin,
      site,
      BENCH_TYPES.filter((type) => !wanted || wanted.includes(type)),
    );
    for (const page of pages) {
      const host = hostOf(site, WEB_PORT);
      await get(WEB_PORT, page.path, host); // the data cache filled: the audit measures the page, not the back end's first answer
      const m = await medianOf(`http://${host}${page.path}`);
      const ok = meets(m);
      pass &&= ok;
      const row = rowOf(site, page.type, page.path, m, ok ? 'PASS' : 'FAIL');
      rows.push(row);
      console.log(row);
    }
  }
} finally {
  floor.close();
  await chrome.kill();
  await stack.stop();
}

const report = [
  `## Lighthouse ${header}`,
  `Mobile defaults (simulated throttling), ${RUNS} runs per page, medians; production build served by one origin process with a warm data cache; machine ${loadAtStart} at the start. Bars: score ≥ ${BARS.score}, CLS ≤ ${BARS.cls}, TBT ≤ ${BARS.tbtMs} ms. The floor row is a one-paragraph page without script or style, audited in the same run: what the machine costs before any page of ours.`,
  '',
  '| site | page | path | score | LCP ms | TBT ms | CLS | JS KB transferred | bars |',
  '|---|---|---|---:|---:|---:|---:|---:|---|',
  ...rows,
  '',
  `Verdict: ${pass ? 'PASS' : 'FAIL'}`,
].join('\n');
console.log(`\n${report}\n`);
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(join(OUT_DIR, 'lighthouse-latest.md'), `${report}\n`);
console.log(`kept in ${join(OUT_DIR, 'lighthouse-latest.md')}`);
if (!pass) process.exitCode = 1;
