import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PLATFORM_METRICS_PORT } from '@mc/operations/endpoints';
import { metricsListen, type MetricsListen } from '@mc/operations/metrics';
import { DEFAULT_SLOW_REQUEST_MS, readMilliseconds } from '@mc/operations/settings';
import { shutdownSettings, type ShutdownSettings } from '@mc/operations/shutdown';
import { PASSWORD_COST } from './accounts/password.ts';
import { readCorsPolicy, type CorsPolicy } from './cors-policy.ts';
import { readSecrets } from './secrets.ts';

export interface PlatformConfig {
  host: string;
  port: number;
  /** SQLite file; ':memory:' is allowed for throw-away runs. */
  databaseFile: string;
  /** NODE_ENV=development: development tokens allowed, any local origin may call cross-origin. */
  development: boolean;
  adminToken: string;
  previewToken: string;
  cors: CorsPolicy;
  logLevel: string;
  /** Pins "now" for date-dependent answers (promotion status, slides); dev/test emulation only. */
  now: Date | undefined;
  /** Keep serialized content answers in memory until the database changes (default on). */
  responseCache: boolean;
  /** `PLATFORM_TEST_FIXTURES=1`: also seed the tests' hostile-markup content (never for visitors). */
  testFixtures: boolean;
  /** `PLATFORM_JACKPOT_DROP_SECONDS`: every jackpot drops this often instead of on its schedule (test stacks, to see drops in seconds). */
  jackpotDropSeconds: number | undefined;
  /** Where browsers reach this platform: the play platform's addresses are built on it. */
  publicOrigin: string;
  /** The web app's local site port (first of PLATFORM_SITES_LOCAL_PORTS): site origins `http://{code}.localhost:{port}`. */
  sitesLocalPort: number | undefined;
  /** scrypt's cost (log2 N) for new hashes and the unknown-account check: PASSWORD_COST unless PLATFORM_TEST_PASSWORD_COST lowers it. */
  passwordCost: number;
  /** The Prometheus listener (`PLATFORM_METRICS_PORT`, default 9465, 0 = off; `PLATFORM_METRICS_HOST`, default loopback). */
  metrics: MetricsListen | null;
  /** `PLATFORM_SHUTDOWN_DELAY_MS` and `PLATFORM_SHUTDOWN_TIMEOUT_MS`: the pause and the drain bound after SIGTERM. */
  shutdown: ShutdownSettings;
  /** `PLATFORM_SLOW_REQUEST_MS`: a request this slow is logged at warn. */
  slowRequestMs: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/** apps/platform, whether running from src/ (tsx) or dist/ (built bundle). */
export const PLATFORM_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The database alone, for tools (the seed command) that need no secrets. */
export function databaseFile(env: Env = process.env): string {
  return env.PLATFORM_DB ?? path.join(PLATFORM_ROOT, '.data', 'platform.sqlite');
}

/** Reads the environment; throws, naming the variable, on anything the server must not start with. */
export function loadConfig(env: Env = process.env): PlatformConfig {
  const port = Number(env.PLATFORM_PORT ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PLATFORM_PORT: '${env.PLATFORM_PORT}' is not a port`);
  let now: Date | undefined;
  if (env.PLATFORM_NOW) {
    now = new Date(env.PLATFORM_NOW);
    if (Number.isNaN(now.getTime())) throw new Error(`PLATFORM_NOW: '${env.PLATFORM_NOW}' is not a date`);
  }
  const development = env.NODE_ENV === 'development';
  const jackpotDropSeconds = env.PLATFORM_JACKPOT_DROP_SECONDS ? Number(env.PLATFORM_JACKPOT_DROP_SECONDS) : undefined;
  if (jackpotDropSeconds !== undefined && !(Number.isInteger(jackpotDropSeconds) && jackpotDropSeconds >= 1)) {
    throw new Error(`PLATFORM_JACKPOT_DROP_SECONDS: '${env.PLATFORM_JACKPOT_DROP_SECONDS}' is not a whole number of seconds`);
  }
  const localPort = (env.PLATFORM_SITES_LOCAL_PORTS ?? '').split(',')[0]?.trim();
  const passwordCost = readTestPasswordCost(env);
  return {
    host: env.PLATFORM_HOST ?? '127.0.0.1',
    port,
    databaseFile: databaseFile(env),
    development,
    ...readSecrets(env, development),
    cors: readCorsPolicy(env, development),
    logLevel: env.PLATFORM_LOG_LEVEL ?? 'info',
    now,
    responseCache: env.PLATFORM_RESPONSE_CACHE !== '0',
    testFixtures: env.PLATFORM_TEST_FIXTURES === '1',
    jackpotDropSeconds,
    publicOrigin: readPublicOrigin(env, port),
    sitesLocalPort: localPort ? Number(localPort) : undefined,
    passwordCost,
    metrics: metricsListen(env, 'PLATFORM_METRICS_PORT', 'PLATFORM_METRICS_HOST', DEFAULT_PLATFORM_METRICS_PORT),
    shutdown: shutdownSettings(env, 'PLATFORM_'),
    slowRequestMs: readMilliseconds(env, 'PLATFORM_SLOW_REQUEST_MS', DEFAULT_SLOW_REQUEST_MS),
  };
}

/**
 * Test stacks register and log in hundreds of times, and one scrypt at the production cost takes
 * 60-200 ms on the 2-core machine (most of the account tests' time), so they may lower it. Never
 * weaker in production: unset, every hash has PASSWORD_COST, and NODE_ENV=production refuses it.
 */
function readTestPasswordCost(env: Env): number {
  const value = env.PLATFORM_TEST_PASSWORD_COST;
  if (value === undefined) return PASSWORD_COST;
  if (env.NODE_ENV === 'production') throw new Error('PLATFORM_TEST_PASSWORD_COST is for test stacks; it is refused with NODE_ENV=production');
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 1 || cost > PASSWORD_COST) {
    throw new Error(`PLATFORM_TEST_PASSWORD_COST: '${value}' is not a whole number from 1 to ${PASSWORD_COST} (log2 of scrypt's N)`);
  }
  return cost;
}

/** `PLATFORM_PUBLIC_ORIGIN` (an operator's https host in front), else the local listen address. */
function readPublicOrigin(env: Env, port: number): string {
  const value = env.PLATFORM_PUBLIC_ORIGIN?.trim();
  if (!value) return `http://127.0.0.1:${port}`;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PLATFORM_PUBLIC_ORIGIN: '${value}' is not an origin (http(s)://host[:port])`);
  }
  return url.origin;
}
