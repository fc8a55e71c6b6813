// Child processes of the bench: each pinned to a core with taskset (when installed), so the
// servers measured and the load generator do not share a core on a 2-core machine.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { OUT_DIR, ROOT } from './paths.ts';

export const LOG_DIR = join(OUT_DIR, 'logs');
const HAS_TASKSET = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** The servers measured run on this core; the bench process (autocannon) and helpers on LOAD_CPU. */
export const SERVER_CPU = Number(process.env.BENCH_SERVER_CPU ?? 1);
export const LOAD_CPU = Number(process.env.BENCH_LOAD_CPU ?? 0);

/** Pins the current process (the load generator); later children inherit it unless re-pinned. */
export function pinSelf(): string {
  if (!HAS_TASKSET) return 'not pinned (taskset missing)';
  const pinned = spawnSync('taskset', ['-cp', String(LOAD_CPU), String(process.pid)], { stdio: 'ignore' }).status === 0;
  return pinned ? `load generator on core ${LOAD_CPU}, servers on core ${SERVER_CPU}` : 'not pinned (taskset failed)';
}

export interface Proc {
  name: string;
  child: ChildProcess;
  pid: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  cpu?: number;
  cwd?: string;
  /** Run as this user (the bench runs nginx unprivileged when it is itself root). */
  uid?: number;
  gid?: number;
}

/** Starts `command args…` pinned to `cpu`; output goes to artifacts/bench/logs/<name>.log. */
export function startProcess(name: string, command: string, args: readonly string[], options: StartOptions = {}): Proc {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = openSync(join(LOG_DIR, `${name}.log`), 'w');
  const [file, argv] = HAS_TASKSET && options.cpu !== undefined ? ['taskset', ['-c', String(options.cpu), command, ...args]] : [command, [...args]];
  // taskset execs the command, so the pid is the server's own (for /proc/<pid>/status).
  const child = spawn(file, argv, {
    env: { ...process.env, ...options.env },
    cwd: options.cwd ?? ROOT,
    stdio: ['ignore', log, log],
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.gid ?? options.uid } : {}),
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${signal ?? code}); see artifacts/bench/logs/${name}.log`);
  });
  return {
    name,
    child,
    pid: child.pid ?? -1,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        stopping = true;
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Resident memory of a process in MiB: current (VmRSS) and peak since start (VmHWM). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: Number.NaN, peakMb: Number.NaN };
  }
}

/** CPU time (user + system, every thread) the processes have used so far, in ms. */
export function cpuMsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return Number.NaN;
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** Direct children of a process whose command line contains `match` (nginx's workers under its master). */
export function childrenOf(pid: number, match = ''): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(match)) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** Fails when something already listens on the port (another engineer's server, an earlier run). */
export async function assertPortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is already in use: stop what listens there (an earlier bench or soak?) and run again`);
}

/** Resolves once `url` answers any HTTP status; fails at once if `proc` exits meanwhile. */
export async function waitForHttp(url: string, proc?: Proc, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null))
        throw new Error(`${proc.name} exited before answering ${url}: see artifacts/bench/logs/${proc.name}.log`);
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}
