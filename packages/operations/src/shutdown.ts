import { readMilliseconds } from './settings.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** How a process leaves on SIGTERM (deploy/README.md, "Graceful shutdown"). */
export interface ShutdownSettings {
  /**
   * After SIGTERM, how long the process goes on serving with `/readyz` at 503 before it stops
   * accepting: the time load balancers and Kubernetes need to stop sending it traffic.
   */
  delayMs: number;
  /** Then, how long requests in flight may take to finish before their connections are cut. */
  timeoutMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownSettings = { delayMs: 2_000, timeoutMs: 10_000 };

/** `<prefix>SHUTDOWN_DELAY_MS` and `<prefix>SHUTDOWN_TIMEOUT_MS`, whole milliseconds; throws naming the variable. */
export function shutdownSettings(env: Env, prefix = ''): ShutdownSettings {
  return {
    delayMs: readMilliseconds(env, `${prefix}SHUTDOWN_DELAY_MS`, DEFAULT_SHUTDOWN.delayMs),
    timeoutMs: readMilliseconds(env, `${prefix}SHUTDOWN_TIMEOUT_MS`, DEFAULT_SHUTDOWN.timeoutMs),
  };
}

/**
 * Calls `stop` once, on the first SIGTERM or SIGINT. SIGINT is someone at a terminal (Ctrl-C):
 * nobody routes traffic by its readiness, so it skips the pause. A second signal changes nothing
 * (the drain is already bounded).
 */
export function onStopSignal(stop: (signal: 'SIGTERM' | 'SIGINT', pause: boolean) => void): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal, signal === 'SIGTERM');
    });
  }
}
