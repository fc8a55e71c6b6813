// One autocannon run against 127.0.0.1:<port> with a Host header, reduced to the figures printed.
import autocannon from 'autocannon';

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors and timeouts, plus answers that are not 2xx. */
  errors: number;
  bytesPerResponse: number;
}

export interface LoadOptions {
  port: number;
  host: string;
  path: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
}

export async function measure({ port, host, path, connections, durationS, headers = {} }: LoadOptions): Promise<Run> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: durationS,
    headers: { ...headers, host },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerResponse: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
  };
}

/** Short unmeasured run: JIT, connection pools, caches. */
export async function warmUp(options: Omit<LoadOptions, 'durationS'>, durationS: number): Promise<void> {
  if (durationS > 0) await autocannon({ url: `http://127.0.0.1:${options.port}${options.path}`, connections: options.connections, duration: durationS, headers: { ...options.headers, host: options.host } });
}
