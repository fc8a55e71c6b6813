// Starts the built reference platform and web app as child processes: used by `npm start`
// and by the test harnesses, so tests run exactly what an operator runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const PLATFORM_ENTRY = join(root, 'apps/platform/dist/main.js');
export const WEB_ENTRY = join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'server/index.js');

/** Resolves once `url` answers any HTTP status, or rejects after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 30_000, headers = {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

const LOG_DIR = join(root, 'artifacts/logs');

/** Quiet runs write each service's output to artifacts/logs/<name>-<port>.log instead of the terminal. */
function run(name, entry, env, { quiet, port }) {
  let stdio = ['ignore', 'inherit', 'inherit'];
  if (quiet) {
    mkdirSync(LOG_DIR, { recursive: true });
    const log = openSync(join(LOG_DIR, `${name}-${port}.log`), 'w');
    stdio = ['ignore', log, log];
  }
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio });
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`${name} exited (${signal ?? code})`);
  });
  return child;
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.stopping = true;
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * @param {{ webPort?: number, platformPort?: number, env?: Record<string,string>, platformEnv?: Record<string,string>, quiet?: boolean, freshDb?: boolean }} options
 */
export async function startStack(options = {}) {
  const webPort = options.webPort ?? 3000;
  const platformPort = options.platformPort ?? 4100;
  const quiet = options.quiet ?? false;
  const children = [];
  const platformOrigin = `http://127.0.0.1:${platformPort}`;
  const platformEnv = { PLATFORM_PORT: String(platformPort), ...options.platformEnv };
  if (options.freshDb) platformEnv.PLATFORM_DB = join(mkdtempSync(join(tmpdir(), 'mc-platform-')), 'platform.sqlite');
  let platform = null;
  const startPlatform = async () => {
    platform = run('platform', PLATFORM_ENTRY, platformEnv, { quiet, port: platformPort });
    children.push(platform);
    await waitForHttp(`${platformOrigin}/maintenance/`, { timeoutMs: 60_000 });
  };
  if (existsSync(PLATFORM_ENTRY)) {
    await startPlatform();
  } else {
    console.warn(`platform build not found at ${PLATFORM_ENTRY}; starting the web app alone`);
  }
  const webEnv = {
    PORT: String(webPort),
    HOST: '127.0.0.1',
    SITES_LOCAL_PORT: String(webPort),
    REFERENCE_API_ORIGIN: platformOrigin,
    ...options.env,
  };
  children.push(run('web', WEB_ENTRY, webEnv, { quiet, port: webPort }));
  try {
    await waitForHttp(`http://127.0.0.1:${webPort}/robots.txt`);
  } catch (error) {
    // A web app that never came up must not leave its platform running.
    await Promise.all(children.map(stopChild));
    throw error;
  }
  return {
    webPort,
    platformPort,
    platformOrigin,
    webOrigin: (code = 'mc') => `http://${code}.localhost:${webPort}`,
    /** For outage tests: stop the platform, later start it again on the same database. */
    async stopPlatform() {
      if (platform) await stopChild(platform);
    },
    startPlatform,
    async stop() {
      await Promise.all(children.map(stopChild));
    },
  };
}
