// The bench and soak measure the production build: build it when it is missing (or always with
// BENCH_BUILD=1), so both run from a fresh clone with one command.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PLATFORM_ENTRY, ROOT, WEB_ENTRY } from './paths.ts';

export function ensureBuild(): void {
  const missing = [WEB_ENTRY, PLATFORM_ENTRY].filter((file) => !existsSync(file));
  if (missing.length === 0 && process.env.BENCH_BUILD !== '1') {
    console.log(`using the existing build (${WEB_ENTRY}); BENCH_BUILD=1 rebuilds`);
    return;
  }
  console.log(missing.length > 0 ? `build missing (${missing.join(', ')}): npm run build` : 'BENCH_BUILD=1: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error('npm run build failed');
}
