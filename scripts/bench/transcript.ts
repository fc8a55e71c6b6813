// Everything the bench or soak prints, kept to be written next to its report (artifacts/bench/).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import { OUT_DIR } from './paths.ts';

const lines: string[] = [];
for (const method of ['log', 'warn', 'error'] as const) {
  const original = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    lines.push(format(...args));
    original(...args);
  };
}

/** Writes what was printed so far to artifacts/bench/<name>.log. */
export function saveTranscript(name: string): string {
  mkdirSync(OUT_DIR, { recursive: true });
  const file = join(OUT_DIR, `${name}.log`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
