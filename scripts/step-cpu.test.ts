import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCpu, stepCpu } from './step-cpu.mjs';

/** About a third of a CPU-second of work in a grandchild, as a test runner's workers or a browser's renderers are. */
const BUSY = [
  '-e',
  "require('node:child_process').spawnSync(process.execPath, ['-e', 'const end = process.cpuUsage().user + 3e5; while (process.cpuUsage().user < end);'])",
];

describe("a step's CPU (scripts/step-cpu.mjs)", () => {
  it.runIf(existsSync('/sys/fs/cgroup/cpuacct/cpuacct.usage'))(
    'counts the whole process tree of the step, grandchildren included',
    () => {
      const cpu = stepCpu('step-cpu test');
      const [file, args] = cpu.command(process.execPath, BUSY);
      expect(spawnSync(file, args).status).toBe(0);
      const used = cpu.used();
      cpu.dispose();
      expect(used.scope).toBe('its processes');
      expect(used.seconds).toBeGreaterThan(0.25);
      expect(used.seconds).toBeLessThan(5);
    },
    60_000,
  );

  it("falls back to the machine's busy time where no group can be made, and the step still runs", () => {
    const cpu = stepCpu('no cgroup', '/nonexistent/cpuacct');
    const [file, args] = cpu.command(process.execPath, ['-e', 'process.exit(3)']);
    expect(file).toBe(process.execPath);
    expect(spawnSync(file, args).status).toBe(3);
    const used = cpu.used();
    expect(used.scope).toBe("the machine's");
    expect(formatCpu(used)).toMatch(/^, CPU \d+s \(the machine's\)$/);
  });
});
