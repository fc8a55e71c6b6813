// Two servers' CPU per request on the same core, measured in alternating batches of requests
// (the order swapped every other round), so that a change in the machine's speed over a few
// seconds (a neighbour on the host, frequency) falls on both alike. Each round gives one ratio;
// the median of the rounds' ratios is what is judged. Used for the origin/bare-React bar of
// `npm run bench` and by `npm run bench:ab`.
import { get } from './http-get.ts';
import { cpuMsOf } from './processes.ts';

export interface CpuTarget {
  port: number;
  host: string;
  pids: () => number[];
}

export interface Interleaved {
  /** Median CPU ms per request of each target over the rounds. */
  aMs: number;
  bMs: number;
  /** Per round: b's CPU per request over a's, sorted. */
  ratios: number[];
}

/** CPU ms per request of `batch` GETs of `path`, four at a time. */
export async function batchCpuMs(target: CpuTarget, path: string, batch: number): Promise<number> {
  const pids = target.pids();
  const before = cpuMsOf(pids);
  let next = 0;
  const worker = async () => {
    while (next++ < batch) await get(target.port, path, target.host);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return (cpuMsOf(pids) - before) / batch;
}

export const median = (values: readonly number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;
export const quartiles = (sorted: readonly number[]) =>
  [sorted[Math.floor(sorted.length / 4)] ?? Number.NaN, sorted[Math.floor((sorted.length * 3) / 4)] ?? Number.NaN] as const;

/** Both targets warmed, then `rounds` rounds of one batch each, alternating which goes first. */
export async function interleavedCpu(a: CpuTarget, b: CpuTarget, path: string, { rounds = 12, batch = 60, warmBatches = 3 } = {}): Promise<Interleaved> {
  for (let warm = 0; warm < warmBatches; warm++) {
    await batchCpuMs(a, path, batch);
    await batchCpuMs(b, path, batch);
  }
  const costs = { a: [] as number[], b: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? (['b', 'a'] as const) : (['a', 'b'] as const);
    for (const which of order) costs[which].push(await batchCpuMs(which === 'a' ? a : b, path, batch));
  }
  const ratios = costs.b.map((cost, i) => cost / costs.a[i]!).sort((x, y) => x - y);
  return { aMs: median(costs.a), bMs: median(costs.b), ratios };
}
