// CPU-seconds a step of `npm test` used: its own process tree where the kernel can account for it
// (a cgroup v1 `cpuacct` group per step, which Chromium's zygote-forked renderers stay in, unlike
// the children's `cutime`), else the machine's busy time from /proc/stat, which also counts
// whatever else the machine runs. Wall time varies by up to 1.6x between machines of one kind;
// CPU-seconds of the step's own processes are what a change to the suite moves.
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

const CPUACCT = '/sys/fs/cgroup/cpuacct';

/** CPU seconds the whole machine has been busy (user, nice, system, irq, softirq; not steal). */
export function machineCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * An account of one step's CPU. `command()` wraps the step's command so that its first process
 * joins the step's group (children inherit it) before it execs; if joining fails, the step runs
 * all the same and `used()` reports the machine's time instead.
 */
export function stepCpu(label, root = CPUACCT) {
  const group = join(root, `mc-test-${process.pid}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
  let own = false;
  try {
    mkdirSync(group);
    own = true;
  } catch {
    // No cgroup v1 cpuacct here, or not ours to write: the machine's time it is.
  }
  const machineAtStart = machineCpuSeconds();
  return {
    /** [command, args] to spawn in place of the step's own. */
    command(command, args) {
      if (!own) return [command, args];
      return ['sh', ['-c', 'echo $$ > "$0" 2>/dev/null; exec "$@"', join(group, 'tasks'), command, ...args]];
    },
    /** { seconds, scope }: the group's usage when it counted anything, else the machine's since start. */
    used() {
      if (own) {
        try {
          const nanoseconds = Number(readFileSync(join(group, 'cpuacct.usage'), 'utf8'));
          if (nanoseconds > 0) return { seconds: nanoseconds / 1e9, scope: 'its processes' };
        } catch {
          // fall through to the machine's time
        }
      }
      return { seconds: machineCpuSeconds() - machineAtStart, scope: "the machine's" };
    },
    /** Removes the group (a process still in it, a leftover daemon, keeps it; harmless). */
    dispose() {
      if (!own) return;
      try {
        rmdirSync(group);
      } catch {
        // still in use
      }
    },
  };
}

/** ", CPU 123s (its processes)" for a step's line, or '' when nothing could be read. */
export function formatCpu({ seconds, scope }) {
  return Number.isFinite(seconds) ? `, CPU ${seconds.toFixed(0)}s (${scope})` : '';
}
