// Markdown tables of the bench: what `npm run bench` prints and keeps in artifacts/bench/.
import type { Run } from './load.ts';
import type { PageWeight } from './page-weight.ts';

export const TARGETS = {
  app: 'app (origin)',
  noSecurity: 'app, SECURITY_HEADERS=0',
  redis: 'app, Redis data cache',
  staticNode: 'static file, node:http',
  staticNginx: 'static file, nginx',
  front: 'nginx cache front (HIT)',
} as const;
export type Target = keyof typeof TARGETS;

export interface Row {
  page: string;
  connections: number;
  target: Target;
  run: Run;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const n = (value: number) => Math.round(value).toLocaleString('en-US');
const pct = (value: number) => (Number.isFinite(value) ? `${Math.round(value * 100)} %` : 'n/a');

export function runsTable(rows: readonly Row[]): string {
  const lines = ['| page | conns | server | req/s | p50 ms | p99 ms | errors |', '|---|---:|---|---:|---:|---:|---:|'];
  for (const { page, connections, target, run } of rows) {
    lines.push(`| ${page} | ${connections} | ${TARGETS[target]} | ${n(run.rps)} | ${run.p50} | ${run.p99} | ${run.errors} |`);
  }
  return lines.join('\n');
}

/** Ratios per page and connection count; the security cost is the throughput lost with the layer on. */
export function ratioTable(rows: readonly Row[]): string {
  const rps = (page: string, c: number, target: Target) => rows.find((r) => r.page === page && r.connections === c && r.target === target)?.run.rps ?? Number.NaN;
  const lines = [
    '| page | conns | app / static node | app / static nginx | front / static node | front / static nginx | security-header cost |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const keys = [...new Set(rows.map((r) => `${r.page}\u0000${r.connections}`))];
  for (const key of keys) {
    const [page, conns] = key.split('\u0000') as [string, string];
    const c = Number(conns);
    const cost = 1 - rps(page, c, 'app') / rps(page, c, 'noSecurity');
    lines.push(
      `| ${page} | ${c} | ${pct(rps(page, c, 'app') / rps(page, c, 'staticNode'))} | ${pct(rps(page, c, 'app') / rps(page, c, 'staticNginx'))} | ${pct(rps(page, c, 'front') / rps(page, c, 'staticNode'))} | ${pct(rps(page, c, 'front') / rps(page, c, 'staticNginx'))} | ${Number.isFinite(cost) ? `${(cost * 100).toFixed(1)} %` : 'n/a'} |`,
    );
  }
  return lines.join('\n');
}

export function weightTable(weights: readonly { page: string; path: string; weight: PageWeight }[]): string {
  const lines = ['| page | path | HTML raw | HTML gzip | HTML br | first-load JS raw | JS gzip | JS br | JS modules |', '|---|---|---:|---:|---:|---:|---:|---:|---:|'];
  for (const { page, path, weight } of weights) {
    const { html, js } = weight;
    lines.push(`| ${page} | \`${path}\` | ${kb(html.raw)} | ${kb(html.gzip)} | ${kb(html.br)} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(js.br)} | ${weight.modules.length} |`);
  }
  return lines.join('\n');
}

export function memoryLine(name: string, start: { rssMb: number }, end: { rssMb: number; peakMb: number }): string {
  return `${name}: RSS ${start.rssMb.toFixed(0)} MB at start, peak ${end.peakMb.toFixed(0)} MB (VmHWM), ${end.rssMb.toFixed(0)} MB at end`;
}
