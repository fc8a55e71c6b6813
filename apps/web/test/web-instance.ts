import { spawn, type ChildProcess } from 'node:child_process';
import { WEB_ENTRY } from '../../../scripts/stack.mjs';
import { HEALTH_PATH } from '../server/health.ts';

/** A built web server started as an operator starts it (production mode), with its output kept for the test. */
export interface WebInstance {
  port: number;
  proc: ChildProcess;
  /** Everything the process has written so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit (SIGKILL after `killAfterMs`). */
  stop(killAfterMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `WEB_ENTRY` on `port` and waits (bounded) until it answers /healthz; fails at once if it exits first. */
export async function startWebInstance(port: number, env: Record<string, string>): Promise<WebInstance> {
  const proc = spawn(process.execPath, [WEB_ENTRY], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  proc.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const instance: WebInstance = {
    port,
    proc,
    output: () => text,
    exited,
    async stop(killAfterMs = 30_000) {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), killAfterMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  for (let tries = 0; ; tries += 1) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`web instance on ${port} exited before it answered: ${text}`);
    const up = await fetch(`http://127.0.0.1:${port}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return instance;
    if (tries > 300) {
      await instance.stop(1000);
      throw new Error(`web instance on ${port} did not answer ${HEALTH_PATH}: ${text}`);
    }
    await sleep(100);
  }
}
