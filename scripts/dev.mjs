// `npm run dev`: the reference platform (built once if missing; it has no hot reload) and the
// web app on Vite's dev server (hot reload), wired as `npm start` wires the production build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PLATFORM_ENTRY, platformSecrets, waitForHttp } from './stack.mjs';

const webPort = Number(process.env.PORT ?? 3000);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4100);
const platformOrigin = `http://127.0.0.1:${platformPort}`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(PLATFORM_ENTRY)) {
  const built = spawnSync(npm, ['run', 'build', '--workspace=@mc/platform'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const children = [];
const stopped = new AbortController();
function start(command, args, env, cwd) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopped.signal.aborted) return;
    console.error(`${args.join(' ')} exited (${signal ?? code}); stopping`);
    stop(1);
  });
  return child;
}

function stop(code) {
  stopped.abort(new Error('stopped'));
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop(0));

// Development mode: the platform also lets any local origin call it (Vite may pick another port).
const secrets = platformSecrets();
start(process.execPath, [PLATFORM_ENTRY], { NODE_ENV: 'development', PLATFORM_PORT: String(platformPort), ...secrets });
try {
  await waitForHttp(`${platformOrigin}/maintenance/`, { timeoutMs: 60_000, signal: stopped.signal });
} catch (error) {
  // A platform that exited has been reported and everything stopped; only a silent one is news.
  if (!stopped.signal.aborted) {
    console.error(error.message);
    stop(1);
  }
}
if (!stopped.signal.aborted) {
  // Started directly, not through `npm run`, so stopping this script stops the server too.
  start(
    process.execPath,
    ['--import', 'tsx', 'server/dev.ts'],
    { PORT: String(webPort), SITES_LOCAL_PORT: String(webPort), REFERENCE_API_ORIGIN: platformOrigin, PREVIEW_API_TOKEN: secrets.PLATFORM_PREVIEW_TOKEN },
    new URL('../apps/web/', import.meta.url).pathname,
  );
  console.log(`Reference platform: ${platformOrigin}/  (Ctrl-C stops both)`);
}
