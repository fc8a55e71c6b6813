// autocannon runs against 127.0.0.1:<port> with a Host header, reduced to the figures printed.
//
// Each run is a closed loop, and only the responses that arrive in its counted window are
// counted (their number, latencies and statuses), with the CPU time the server's processes use
// in that window. The window opens once every connection has had an answer (at least
// `warmupS` after the start): a render-bound origin at 50 connections works on all their
// requests at once and answers the first ones only after a second or more, so counting from
// the start would measure that ramp, not the server. The loop stops when the window closes.
import autocannon from 'autocannon';
import { cpuMsOf } from './processes.ts';

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors and timeouts (whole run), plus answers that are not 2xx. */
  errors: number;
  /** Length of the counted window, s. */
  durationS: number;
  /** CPU time (user + system) of the server's processes in the window. */
  cpuMs: number;
}

export interface Load {
  port: number;
  host: string;
  path: string;
  connections: number;
  /** The processes serving the target, for their CPU time. */
  pids?: readonly number[];
}

export interface Window {
  /** Least time before counting (connections, JIT); more while the loop's ramp lasts. */
  warmupS: number;
  /** Counted time. */
  durationS: number;
}

/** Longest wait for the ramp: past it the window opens anyway. */
const MAX_RAMP_S = 20;

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

/** Loads every target at once, over the same window (one target: a plain measurement). */
export async function measureTogether(loads: readonly Load[], { warmupS, durationS }: Window): Promise<Run[]> {
  const states = loads.map(() => ({ answered: 0, latencies: [] as number[], non2xx: 0, errors: 0, cpuStart: 0, cpuEnd: 0 }));
  let phase: 'ramp' | 'counting' | 'done' = 'ramp';
  let windowStart = 0;
  let windowEnd = 0;
  const instances: autocannon.Instance[] = [];
  const finished = loads.map(
    (load, index) =>
      new Promise<void>((resolve, reject) => {
        const state = states[index]!;
        const instance = autocannon(
          {
            url: `http://127.0.0.1:${load.port}${load.path}`,
            connections: load.connections,
            duration: MAX_RAMP_S + warmupS + durationS + 5,
            headers: { host: load.host },
            sampleInt: 100, // stop() takes effect at the next sample
          },
          (error) => (error ? reject(error as Error) : resolve()),
        );
        instance.on('response', (_client, statusCode, _bytes, responseTime) => {
          const ok = statusCode >= 200 && statusCode < 300;
          if (!ok) state.non2xx += 1;
          state.answered += 1;
          if (phase === 'counting' && ok) state.latencies.push(responseTime);
        });
        instance.on('reqError', () => (state.errors += 1));
        instances.push(instance);
      }),
  );
  const started = performance.now();
  const close = () => {
    if (phase !== 'counting') return;
    phase = 'done';
    windowEnd = performance.now();
    loads.forEach((load, index) => (states[index]!.cpuEnd = cpuMsOf(load.pids ?? [])));
    for (const instance of instances) instance.stop();
  };
  let closeTimer: NodeJS.Timeout | undefined;
  const rampTimer = setInterval(() => {
    const elapsedS = (performance.now() - started) / 1000;
    const ramped = loads.every((load, index) => states[index]!.answered >= load.connections);
    if (elapsedS < warmupS || (!ramped && elapsedS < MAX_RAMP_S + warmupS)) return;
    clearInterval(rampTimer);
    phase = 'counting';
    windowStart = performance.now();
    loads.forEach((load, index) => (states[index]!.cpuStart = cpuMsOf(load.pids ?? [])));
    closeTimer = setTimeout(close, durationS * 1000);
  }, 50);
  try {
    await Promise.all(finished);
  } finally {
    clearInterval(rampTimer);
    clearTimeout(closeTimer);
    close(); // autocannon's own duration ran out first (it should not)
  }
  // The window as it really was (timers fire late on a busy machine).
  const windowS = windowEnd > windowStart && windowStart > 0 ? (windowEnd - windowStart) / 1000 : durationS;
  return states.map((state) => {
    const sorted = state.latencies.sort((a, b) => a - b);
    return {
      rps: sorted.length / windowS,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      requests: sorted.length,
      errors: state.errors + state.non2xx,
      durationS: windowS,
      cpuMs: state.cpuEnd - state.cpuStart,
    };
  });
}

export async function measure(load: Load, window: Window): Promise<Run> {
  return (await measureTogether([load], window))[0]!;
}

/**
 * Waits until the processes are idle (under 5 % of a core over 200 ms, at most `maxMs`): requests
 * still in progress when a closed loop stops are finished by the server, and must not run into
 * the next target's window.
 */
export async function settle(pids: readonly number[], maxMs = 15_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let before = cpuMsOf(pids);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = cpuMsOf(pids);
    if (!(now - before > 10)) return;
    before = now;
  }
}

/** Several rounds of one target, taken in turns with the other targets. */
export interface Combined {
  /** Requests of all rounds over their total duration. */
  rps: number;
  /** Each round's req/s (their spread shows how steady the machine was). */
  rounds: number[];
  /** Medians of the rounds' latency percentiles. */
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** Server CPU time per request (ms): what the request costs, whatever else runs on the machine. */
  cpuMsPerRequest: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function combine(runs: readonly Run[]): Combined {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.durationS, 0);
  return {
    rps: requests / Math.max(seconds, 1e-9),
    rounds: runs.map((run) => run.rps),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    requests,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMsPerRequest: runs.reduce((sum, run) => sum + run.cpuMs, 0) / Math.max(requests, 1),
  };
}
