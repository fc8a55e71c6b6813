// What the bench and soak do first and last: print the machine, build what is missing, and
// stop every server they started (also on Ctrl-C), removing their scratch folder.
import { rmSync } from 'node:fs';
import { ensureBuild } from './ensure-build.ts';
import { loadLine, machineLine } from './machine.ts';
import { pinSelf, type Proc } from './processes.ts';
import { workDir } from './servers.ts';

export interface Session {
  /** Date, machine, Node and pinning: the line every figure is printed under. */
  header: string;
  loadAtStart: string;
  /** Servers started so far; stopped in reverse order. */
  procs: Proc[];
  stopAll(): Promise<void>;
}

export function startSession(name: string): Session {
  const header = machineLine(pinSelf());
  const loadAtStart = loadLine();
  console.log(`${name}: ${header}`);
  ensureBuild();
  const procs: Proc[] = [];
  const stopAll = async () => {
    for (const proc of procs.reverse()) await proc.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  return { header, loadAtStart, procs, stopAll };
}
