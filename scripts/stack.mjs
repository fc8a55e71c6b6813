// Starts the built reference platform and web app as child processes: used by `npm start`
// and by the test harnesses, so tests run exactly what an operator runs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const PLATFORM_ENTRY = join(root, 'apps/platform/dist/main.js');
export const WEB_ENTRY = join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'server/index.js');
const LOG_DIR = join(root, 'artifacts/logs');

/** Resolves once `url` answers any HTTP status; rejects after `timeoutMs`, or as soon as `signal` aborts (with its reason). */
export async function waitForHttp(url, { timeoutMs = 30_000, headers = {}, signal } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    try {
      const attempt = AbortSignal.timeout(2000);
      await fetch(url, { headers, signal: signal ? AbortSignal.any([signal, attempt]) : attempt });
      return;
    } catch {
      signal?.throwIfAborted();
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/**
 * The platform's admin and preview tokens: the given ones, else fresh random ones per start
 * (outside development the platform refuses missing, default or short tokens; 32 base64url
 * characters, as its own generateSecret() makes them, which this plain-JS file cannot import).
 */
export function platformSecrets(env = process.env) {
  const secret = (name) => env[name] || randomBytes(24).toString('base64url');
  return { PLATFORM_ADMIN_TOKEN: secret('PLATFORM_ADMIN_TOKEN'), PLATFORM_PREVIEW_TOKEN: secret('PLATFORM_PREVIEW_TOKEN') };
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
 * The services of one stack. A service that exits on its own (not through stop) is reported,
 * the others are stopped, and `exited` resolves: a half-running stack serves errors that look
 * like the app's own bugs, so nobody should keep using it.
 */
function supervisor(quiet) {
  const children = [];
  let failed = false;
  let reportExit;
  const exited = new Promise((resolve) => {
    reportExit = resolve;
  });
  const stopAll = () => Promise.all(children.map(stopChild));

  /** Quiet runs write each service's output to artifacts/logs/<name>-<port>.log instead of the terminal. */
  const run = (name, entry, env, port) => {
    let stdio = ['ignore', 'inherit', 'inherit'];
    const logFile = join(LOG_DIR, `${name}-${port}.log`);
    if (quiet) {
      mkdirSync(LOG_DIR, { recursive: true });
      const log = openSync(logFile, 'w');
      stdio = ['ignore', log, log];
    }
    const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio });
    children.push(child);
    child.on('exit', (code, signal) => {
      // While starting, waitFor's error is the report, and the caller decides what to stop.
      if (child.stopping || child.starting || failed) return;
      failed = true;
      console.error(`${name} exited unexpectedly (${signal ?? `exit code ${code}`})${quiet ? `, see ${logFile}` : ''}; stopping the other services`);
      void stopAll().then(() => reportExit({ name, code, signal }));
    });
    return child;
  };

  /** Waits for the service to answer `url`; fails at once if it exits first (a refused configuration, a crash). */
  const waitFor = async (child, name, url, timeoutMs) => {
    const died = new AbortController();
    const onExit = (code, signal) => died.abort(new Error(`${name} exited (${signal ?? `exit code ${code}`}) before it answered ${url}`));
    child.once('exit', onExit);
    child.starting = true;
    try {
      await waitForHttp(url, { timeoutMs, signal: died.signal });
    } finally {
      child.starting = false;
      child.off('exit', onExit);
    }
  };

  return { run, waitFor, stopAll, exited };
}

/**
 * @param {import('./stack.d.mts').StackOptions} options
 * @returns {Promise<import('./stack.d.mts').Stack>}
 */
export async function startStack(options = {}) {
  const webPort = options.webPort ?? 3000;
  const platformPort = options.platformPort ?? 4100;
  const platformEntry = options.entries?.platform ?? PLATFORM_ENTRY;
  const webEntry = options.entries?.web ?? WEB_ENTRY;
  const services = supervisor(options.quiet ?? false);
  const platformOrigin = `http://127.0.0.1:${platformPort}`;
  // The hosts the sites' pages are served on (nginx in front may change the port): the platform lets those pages call it.
  const sitesLocalPort = options.env?.SITES_LOCAL_PORT ?? String(webPort);
  // Several stacks run on one machine in the tests: their metrics listeners are off unless asked for
  // (`metrics: true` leaves METRICS_PORT / PLATFORM_METRICS_PORT to the environment and the defaults).
  // No load balancer routes by a stack's readiness, so SIGTERM skips the pre-stop pause (deploy/README.md).
  const operator = {
    web: { SHUTDOWN_DELAY_MS: '0', ...(options.metrics ? {} : { METRICS_PORT: '0' }) },
    platform: { PLATFORM_SHUTDOWN_DELAY_MS: '0', ...(options.metrics ? {} : { PLATFORM_METRICS_PORT: '0' }) },
  };
  const platformEnv = {
    ...operator.platform,
    PLATFORM_PORT: String(platformPort),
    PLATFORM_SITES_LOCAL_PORTS: sitesLocalPort,
    ...platformSecrets({ ...process.env, ...options.platformEnv }),
    ...options.platformEnv,
  };
  if (options.freshDb) platformEnv.PLATFORM_DB = join(mkdtempSync(join(tmpdir(), 'mc-platform-')), 'platform.sqlite');
  if (options.testFixtures) platformEnv.PLATFORM_TEST_FIXTURES = '1';
  let platform = null;
  const startPlatform = async () => {
    platform = services.run('platform', platformEntry, platformEnv, platformPort);
    await services.waitFor(platform, 'platform', `${platformOrigin}/maintenance/`, 60_000);
  };
  const webEnv = {
    ...operator.web,
    PORT: String(webPort),
    HOST: '127.0.0.1',
    SITES_LOCAL_PORT: sitesLocalPort,
    REFERENCE_API_ORIGIN: platformOrigin,
    // Third-party tags load the platform's fakes, each from an origin of its own (*.localhost is
    // loopback in browsers), so the pages' CSP is checked per tag and nothing reaches a vendor.
    SITE_TAGS_ORIGIN: `http://{vendor}.tags.localhost:${platformPort}`,
    // The web app has no preview token of its own: it is the platform's.
    PREVIEW_API_TOKEN: platformEnv.PLATFORM_PREVIEW_TOKEN,
    ...options.env,
  };
  let web = null;
  try {
    if (existsSync(platformEntry)) await startPlatform();
    else console.warn(`platform build not found at ${platformEntry}; starting the web app alone`);
    web = services.run('web', webEntry, webEnv, webPort);
    await services.waitFor(web, 'web', `http://127.0.0.1:${webPort}/robots.txt`, 30_000);
  } catch (error) {
    // Nothing of a stack that never came up may keep running.
    await services.stopAll();
    throw error;
  }
  return {
    webPort,
    platformPort,
    platformOrigin,
    adminToken: platformEnv.PLATFORM_ADMIN_TOKEN,
    previewToken: platformEnv.PLATFORM_PREVIEW_TOKEN,
    webOrigin: (code = 'mc') => `http://${code}.localhost:${webPort}`,
    exited: services.exited,
    /** The services' process ids now (the platform's changes when it is started again). */
    pids: () => [web?.pid, platform?.pid].filter((pid) => pid !== undefined),
    /** For outage tests: stop the platform, later start it again on the same database. */
    async stopPlatform() {
      if (platform) await stopChild(platform);
    },
    startPlatform,
    stop: services.stopAll,
  };
}
