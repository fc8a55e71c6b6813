// Markdown tables of the bench: what `npm run bench` prints and keeps in artifacts/bench/.
import { median, quartiles } from './interleaved.ts';
import type { Combined, Run } from './load.ts';
import type { PageWeight } from './page-weight.ts';

export const TARGETS = {
  app: 'app (origin)',
  noSecurity: 'app, SECURITY_HEADERS=0',
  staticNginx: 'static file, nginx',
  staticNode: 'static file, node:http',
  front: 'nginx cache front (HIT)',
  bareReact: 'bare React renderToString, node:http',
} as const;
export type Target = keyof typeof TARGETS;

/** The bars of issue 8: what the security layer may cost, what the front must reach. */
export const MAX_SECURITY_COST = 0.1;
export const MIN_FRONT_RATIO = 0.6;
/** Issue 19's bar: the origin serves at least this share of bare React's throughput on every page. */
export const MIN_BARE_RATIO = 0.5;

export interface Row {
  page: string;
  connections: number;
  target: Target;
  result: Combined;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const n = (value: number) => Math.round(value).toLocaleString('en-US');
const pct = (value: number, digits = 0) => (Number.isFinite(value) ? `${(value * 100).toFixed(digits)} %` : 'n/a');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : 'n/a');

export function runsTable(rows: readonly Row[]): string {
  const lines = [
    '| page | conns | server | req/s | rounds, req/s | p50 ms | p99 ms | server CPU ms/req | errors |',
    '|---|---:|---|---:|---|---:|---:|---:|---:|',
  ];
  for (const { page, connections, target, result } of rows) {
    lines.push(
      `| ${page} | ${connections} | ${TARGETS[target]} | ${n(result.rps)} | ${result.rounds.map(n).join(' · ')} | ${ms(result.p50)} | ${ms(result.p99)} | ${ms(result.cpuMsPerRequest)} | ${result.errors} |`,
    );
  }
  return lines.join('\n');
}

/** Both origins loaded at once (same core, same moment): the security-header A/B. */
export interface SecurityPair {
  page: string;
  app: Run;
  noSecurity: Run;
}

/** The nginx static file and the cache front loaded at once (same worker, same moment). */
export interface FrontPair {
  page: string;
  connections: number;
  static: Run;
  front: Run;
}

const sum = (runs: readonly Run[], pick: (run: Run) => number) => runs.reduce((total, run) => total + pick(run), 0);

export interface SecurityRow {
  page: string;
  appRps: number;
  noSecurityRps: number;
  /** Throughput lost with the layer on: 1 − app / (app without it). */
  cost: number;
  appCpuMs: number;
  noSecurityCpuMs: number;
  /** Server CPU per request added by the layer. */
  cpuCost: number;
  /** The layer's own CPU per response (timed in process) over the app's CPU per request. */
  layerShare: number;
  layerMs: number;
  errors: number;
}

export function securityRows(pairs: readonly SecurityPair[], layerMs: ReadonlyMap<string, number>): SecurityRow[] {
  return [...new Set(pairs.map((p) => p.page))].map((page) => {
    const mine = pairs.filter((p) => p.page === page);
    const app = mine.map((p) => p.app);
    const off = mine.map((p) => p.noSecurity);
    const appRps = sum(app, (r) => r.requests) / sum(app, (r) => r.durationS);
    const noSecurityRps = sum(off, (r) => r.requests) / sum(off, (r) => r.durationS);
    const appCpuMs =
      sum(app, (r) => r.cpuMs) /
      Math.max(
        1,
        sum(app, (r) => r.requests),
      );
    const noSecurityCpuMs =
      sum(off, (r) => r.cpuMs) /
      Math.max(
        1,
        sum(off, (r) => r.requests),
      );
    const layer = layerMs.get(page) ?? Number.NaN;
    return {
      page,
      appRps,
      noSecurityRps,
      cost: 1 - appRps / noSecurityRps,
      appCpuMs,
      noSecurityCpuMs,
      cpuCost: appCpuMs / noSecurityCpuMs - 1,
      layerShare: layer / appCpuMs,
      layerMs: layer,
      errors: sum(app, (r) => r.errors) + sum(off, (r) => r.errors),
    };
  });
}

export function securityTable(rows: readonly SecurityRow[]): string {
  const lines = [
    "| page | app req/s | SECURITY_HEADERS=0 req/s | req/s lost with the layer | app CPU ms/req | SECURITY_HEADERS=0 CPU ms/req | CPU/req added | layer's own work (in process) | share of the app's CPU/req | errors |",
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.page} | ${row.appRps.toFixed(1)} | ${row.noSecurityRps.toFixed(1)} | ${pct(row.cost, 1)} | ${ms(row.appCpuMs)} | ${ms(row.noSecurityCpuMs)} | ${pct(row.cpuCost, 1)} | ${row.layerMs.toFixed(3)} ms | ${pct(row.layerShare, 2)} | ${row.errors} |`,
    );
  }
  return lines.join('\n');
}

export interface Cell {
  page: string;
  connections: number;
  appOverStatic: number;
  /** Origin over bare React's renderToString of the same HTML, in turns. */
  appOverBare: number;
  /** Front over static, in turns. */
  frontOverStatic: number;
  /** Front over static, both loaded at once. */
  frontOverStaticAtOnce: number;
  /** 1 − app / (app without the layer), in turns, each alone on the core. */
  securityCostInTurns: number;
}

export function cells(rows: readonly Row[], frontPairs: readonly FrontPair[], staticTarget: Target): Cell[] {
  const get = (page: string, c: number, target: Target) => rows.find((r) => r.page === page && r.connections === c && r.target === target)?.result;
  const keys = [...new Map(rows.map((r) => [`${r.page}\u0000${r.connections}`, r])).values()];
  return keys.map(({ page, connections: c }) => {
    const rps = (target: Target) => get(page, c, target)?.rps ?? Number.NaN;
    const pair = frontPairs.find((p) => p.page === page && p.connections === c);
    return {
      page,
      connections: c,
      appOverStatic: rps('app') / rps(staticTarget),
      appOverBare: rps('app') / rps('bareReact'),
      frontOverStatic: rps('front') / rps(staticTarget),
      frontOverStaticAtOnce: pair ? pair.front.rps / pair.static.rps : Number.NaN,
      securityCostInTurns: 1 - rps('app') / rps('noSecurity'),
    };
  });
}

export function ratioTable(table: readonly Cell[]): string {
  const lines = [
    '| page | conns | app / bare React | app / static | front / static (in turns) | front / static (at once) | security-header cost in turns (req/s lost) |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const cell of table) {
    lines.push(
      `| ${cell.page} | ${cell.connections} | ${ratio(cell.appOverBare)} | ${pct(cell.appOverStatic, 1)} | ${pct(cell.frontOverStatic)} | ${pct(cell.frontOverStaticAtOnce)} | ${pct(cell.securityCostInTurns, 1)} |`,
    );
  }
  return lines.join('\n');
}

const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

const mean = (values: readonly number[]) => values.reduce((total, value) => total + value, 0) / values.length;

/** Origin against bare React per page, in alternating batches (interleaved.ts): the median of the rounds' ratios and its quartiles. */
export interface BareInterleaved {
  page: string;
  originMs: number;
  bareMs: number;
  /** Per round: bare React's CPU per request over the origin's (= the origin's req/s over bare React's on one core), sorted. */
  ratios: number[];
}

/**
 * The bars. Security: the pages' average cost with both origins at once (each page's cost also
 * printed). Origin against bare React: the interleaved measure when there is one, else the
 * throughput in turns. Front: every cell, at once when measured so, else in turns.
 */
export function barLines(
  table: readonly Cell[],
  security: readonly SecurityRow[],
  interleaved: readonly BareInterleaved[] = [],
): { lines: string[]; pass: boolean } {
  const lines: string[] = [];
  let pass = true;
  const cost = security.map((r) => r.cost).filter(Number.isFinite);
  if (cost.length) {
    const ok = mean(cost) <= MAX_SECURITY_COST;
    pass &&= ok;
    const cpu = security.map((r) => r.cpuCost).filter(Number.isFinite);
    const share = security.map((r) => r.layerShare).filter(Number.isFinite);
    const turns = table.map((c) => c.securityCostInTurns).filter(Number.isFinite);
    lines.push(
      `security-header layer at the origin: ${pct(mean(cost), 1)} of throughput on average, both origins at once (pages: ${security.map((r) => `${r.page} ${pct(r.cost, 1)}`).join(', ')}); ${pct(mean(cpu), 1)} more server CPU per request; its own work, timed in process, ${share.length ? pct(Math.max(...share), 2) : 'n/a'} of a request's CPU at most; in turns, each origin alone: ${turns.length ? pct(mean(turns), 1) : 'n/a'} on average. Bar ≤ ${pct(MAX_SECURITY_COST)}: ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  const bare = table.filter((c) => Number.isFinite(c.appOverBare));
  const bareInTurns = bare.map((c) => `${c.page} c=${c.connections} ${ratio(c.appOverBare)}`).join(', ');
  if (interleaved.length) {
    // Judged on the interleaved measure: in turns each server has two 4 s windows, and back-to-back runs
    // of one build swung from 0.44 to 0.86 on a page as the machine's speed changed between windows.
    const medians = interleaved.map((r) => ({ ...r, median: median(r.ratios), quartiles: quartiles(r.ratios) }));
    const lowest = Math.min(...medians.map((r) => r.median));
    const ok = lowest >= MIN_BARE_RATIO;
    pass &&= ok;
    lines.push(
      `origin / bare React renderToString of the same HTML, CPU per request in alternating batches (median of ${interleaved[0]!.ratios.length} rounds, quartiles): ${medians.map((r) => `${r.page} ${ratio(r.median)} (${ratio(r.quartiles[0])}–${ratio(r.quartiles[1])}; ${r.originMs.toFixed(2)} against ${r.bareMs.toFixed(2)} ms)`).join(', ')} (lowest ${ratio(lowest)}). Bar ≥ ${MIN_BARE_RATIO} on every page: ${ok ? 'PASS' : 'FAIL'}${bare.length ? `. Throughput in turns, for reference: ${bareInTurns}` : ''}`,
    );
  } else if (bare.length) {
    const lowest = Math.min(...bare.map((c) => c.appOverBare));
    const ok = lowest >= MIN_BARE_RATIO;
    pass &&= ok;
    lines.push(
      `origin / bare React renderToString of the same HTML, in turns: ${bareInTurns} (lowest ${ratio(lowest)}). Bar ≥ ${MIN_BARE_RATIO} on every page: ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  const atOnce = table.map((c) => c.frontOverStaticAtOnce).filter(Number.isFinite);
  const inTurns = table.map((c) => c.frontOverStatic).filter(Number.isFinite);
  const front = atOnce.length ? atOnce : inTurns;
  if (front.length) {
    const ok = Math.min(...front) >= MIN_FRONT_RATIO;
    pass &&= ok;
    lines.push(
      `cached pages through the nginx front: ${pct(mean(front))} of the static file's throughput on average ${atOnce.length ? 'at once' : 'in turns'} (lowest cell ${pct(Math.min(...front))})${atOnce.length && inTurns.length ? `; in turns ${pct(mean(inTurns))} (lowest ${pct(Math.min(...inTurns))})` : ''}. Bar ≥ ${pct(MIN_FRONT_RATIO)} in every cell: ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  return { lines, pass };
}

export function weightTable(weights: readonly { page: string; path: string; weight: PageWeight }[]): string {
  const lines = [
    '| page | path | HTML raw | HTML gzip | HTML br | first-load JS raw | JS gzip | JS br | JS modules |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { page, path, weight } of weights) {
    const { html, js } = weight;
    const script = js ? [kb(js.sizes.raw), kb(js.sizes.gzip), kb(js.sizes.br), String(js.modules.length)] : ['not measured', '', '', ''];
    lines.push(`| ${page} | \`${path}\` | ${kb(html.raw)} | ${kb(html.gzip)} | ${kb(html.br)} | ${script.join(' | ')} |`);
  }
  return lines.join('\n');
}

export function memoryLine(name: string, start: { rssMb: number }, end: { rssMb: number; peakMb: number }): string {
  return `${name}: RSS ${start.rssMb.toFixed(0)} MB at start, peak ${end.peakMb.toFixed(0)} MB (VmHWM), ${end.rssMb.toFixed(0)} MB at end`;
}
