// The bench and soak measure the production build: what is missing is built (only that
// workspace: a rebuild of the platform or of another build folder could pull them from under
// other servers on the machine), so both run from a fresh clone with one command. BENCH_BUILD=1
// rebuilds the web app (into WEB_BUILD_DIR) even when it is there.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORM_ENTRY, ROOT, WEB_BUILD, WEB_ENTRY } from './paths.ts';

/** Files the build never reads: a test changed after the build leaves it current. */
const NOT_BUILT = /\.test\.tsx?$/;

/** Newest modification time of the files under `dirs` that the build reads (skipping build output, dependencies and tests). */
export function newestSource(dirs: readonly string[]): { file: string; mtimeMs: number } {
  let newest = { file: '', mtimeMs: 0 };
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!/^(node_modules|build.*|dist|\.react-router)$/.test(entry)) walk(join(path, entry));
    } else if (!NOT_BUILT.test(path) && stat.mtimeMs > newest.mtimeMs) newest = { file: path, mtimeMs: stat.mtimeMs };
  };
  dirs.forEach(walk);
  return newest;
}

function run(workspace: string): void {
  console.log(`npm run build --workspace=${workspace}${workspace === '@mc/web' ? ` (into apps/web/${process.env.WEB_BUILD_DIR ?? 'build'})` : ''}`);
  const result = spawnSync('npm', ['run', 'build', `--workspace=${workspace}`], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`npm run build --workspace=${workspace} failed`);
}

export function ensureBuild(): void {
  if (!existsSync(PLATFORM_ENTRY)) run('@mc/platform');
  if (!existsSync(WEB_ENTRY) || process.env.BENCH_BUILD === '1') {
    run('@mc/web');
    return;
  }
  const built = statSync(WEB_ENTRY).mtimeMs;
  const source = newestSource(['apps/web/app', 'apps/web/server', 'apps/web/messages', 'apps/web/public', 'packages/sites/src'].map((dir) => join(ROOT, dir)));
  const relative = WEB_BUILD.slice(ROOT.length);
  if (source.mtimeMs > built) {
    console.warn(`warning: ${relative} is older than ${source.file.slice(ROOT.length)}: measuring the build as it is; BENCH_BUILD=1 rebuilds it`);
  } else {
    console.log(`using the build in ${relative} (BENCH_BUILD=1 rebuilds it)`);
  }
}
