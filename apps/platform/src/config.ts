import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  };
}
