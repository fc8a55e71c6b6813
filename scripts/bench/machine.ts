// The header every figure is printed under: date, machine, Node, pinning.
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
