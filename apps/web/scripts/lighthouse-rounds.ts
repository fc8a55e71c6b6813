// What `npm run lighthouse` judges, apart from the browser: a round is every page audited once
// beside the floor page, and a round counts only when the floor says the machine was quiet.
// Lighthouse's TBT is the observed main-thread tasks stretched by its simulated 4× slowdown,
// so another process's work shows up as our TBT: the floor page (no script, no style) has
// none of its own, and its TBT above FLOOR_TBT_MS means the machine, not the page, was slow.

/** Issue 19's client bars, for every run. */
export const BARS = { score: 95, cls: 0.02, tbtMs: 150 } as const;
/** A round is judged only when the floor page's TBT in it is at most this. */
export const FLOOR_TBT_MS = 60;

export interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /** The main-thread tasks Lighthouse reports as long (its long-tasks audit), longest first: "page-start.js at 812 ms: 143 ms". */
  longTasks?: string[];
  /** Why the run has no figures (every attempt at it failed): it counts as a miss, and a floor without figures leaves its round unjudged. */
  notMeasured?: string;
}

/** A run Lighthouse could not measure: no figure meets a bar. */
export const notMeasured = (reason: string): Figures => ({ score: 0, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, jsKb: 0, notMeasured: reason });

export interface PageRun {
  site: string;
  type: string;
  path: string;
  figures: Figures;
}

export type Verdict = 'PASS' | 'FAIL' | `FAIL: not measured, ${string}` | 'machine busy, not judged';

export interface Round {
  floor: Figures;
  pages: PageRun[];
}

export const meetsBars = (f: Figures) => f.score >= BARS.score && f.cls <= BARS.cls && f.tbt <= BARS.tbtMs;

export const roundJudged = (round: Round) => round.floor.tbt <= FLOOR_TBT_MS;

export function verdictOf(round: Round, run: PageRun): Verdict {
  if (!roundJudged(round)) return 'machine busy, not judged';
  if (run.figures.notMeasured) return `FAIL: not measured, ${run.figures.notMeasured}`;
  return meetsBars(run.figures) ? 'PASS' : 'FAIL';
}

export const TABLE_HEAD = [
  '| round | site | page | path | score | LCP ms | TBT ms | CLS | JS KB transferred | verdict |',
  '|---:|---|---|---|---:|---:|---:|---:|---:|---|',
];

const cells = (round: number, site: string, type: string, path: string, f: Figures, verdict: string) =>
  `| ${round} | ${site} | ${type} | \`${path}\` | ${f.score} | ${f.lcp.toFixed(0)} | ${f.tbt.toFixed(0)} | ${f.cls.toFixed(3)} | ${f.jsKb.toFixed(1)} | ${verdict} |`;

/** The round's rows: the floor first, then each page with its verdict. */
export function roundRows(index: number, round: Round): string[] {
  const floorNote = round.floor.notMeasured
    ? `floor not measured (${round.floor.notMeasured}): round not judged`
    : roundJudged(round)
      ? `floor: TBT ≤ ${FLOOR_TBT_MS} ms, round judged`
      : `floor: TBT > ${FLOOR_TBT_MS} ms, machine busy`;
  return [
    cells(index, 'floor', 'one-paragraph HTML, node:http', '/', round.floor, floorNote),
    ...round.pages.map((run) => cells(index, run.site, run.type, run.path, run.figures, verdictOf(round, run))),
  ];
}

export interface Summary {
  rounds: number;
  judged: number;
  /** Page runs that missed a bar in a judged round. */
  misses: number;
  pass: boolean;
  line: string;
}

/** How the rounds came out: the bar holds when no judged round missed it, and at least one was judged. */
export function summarise(rounds: readonly Round[]): Summary {
  const judged = rounds.filter(roundJudged);
  const misses = judged.reduce((sum, round) => sum + round.pages.filter((run) => !meetsBars(run.figures)).length, 0);
  const pass = judged.length > 0 && misses === 0;
  const line =
    judged.length === 0
      ? `none of ${rounds.length} rounds judged (the floor's TBT was over ${FLOOR_TBT_MS} ms in each: the machine was busy): no verdict`
      : `${judged.length} of ${rounds.length} rounds judged; ${misses} page run(s) missed a bar: ${pass ? 'PASS' : 'FAIL'}`;
  return { rounds: rounds.length, judged: judged.length, misses, pass, line };
}
