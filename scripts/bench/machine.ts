// The header every figure is printed under: date, machine, Node, pinning.
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

export function machineLine(pinning: string): string {
  const cpu = cpus();
  return [
    new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'cpu'})`,
    `${Math.round(totalmem() / 2 ** 30)} GB RAM`,
    `Node ${process.version}`,
    pinning,
  ].join(' · ');
}

/** The machine's load average (1 min): other work on a shared machine shows here. */
export function loadLine(): string {
  return `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
}

/**
 * CPU seconds the hypervisor has taken from this machine's cores since boot (steal in
 * /proc/stat; NaN where there is none): on a shared virtual machine, a burst of it slows every
 * process at once, which the floor page (no work of its own to be slowed) does not show.
 */
export function stealSeconds(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    return Number(fields[8]) / 100;
  } catch {
    return Number.NaN;
  }
}
