import type { AppConfig } from '../app/lib/app-config.ts';
import type { AppServices } from '../app/lib/app-context.ts';
import type { CacheBackend } from '../app/lib/data-cache/cache-backend.server.ts';
import { DataCache } from '../app/lib/data-cache/data-cache.server.ts';
import { redisBackend } from '../app/lib/data-cache/redis-backend.server.ts';
import { connectRedis, type RedisConnection } from '../app/lib/data-cache/redis-connection.server.ts';
import type { CacheLookup } from '../app/lib/data-cache/data-cache.server.ts';
import type { BackendCall } from '../app/lib/http/request-data.ts';
import { createLogger } from '../app/lib/logger/console-logger.ts';
import { loggerServiceSink } from '../app/lib/logger/logger-service-sink.ts';
import type { Logger, LogLevel } from '../app/lib/logger/log-levels.ts';

/** Loader data stays fresh for a minute and may be served stale for a day while refreshing. */
export const DATA_TTL_MS = 60_000;
export const DATA_SWR_MS = 24 * 60 * 60_000;

type Env = Readonly<Record<string, string | undefined>>;

/** What the server's operator side (probes, metrics) needs beside the loaders' services. */
export interface ServerServices extends AppServices {
  /** The shared data cache's connection (readiness pings it); null without REDIS_URL. */
  redis: RedisConnection | null;
  /** Releases connections at shutdown. */
  close(): Promise<void>;
}

/** What the metrics count (server/metrics.ts); absent in development. */
export interface ServiceHooks {
  onCacheLookup?: (result: CacheLookup) => void;
  onBackendCall?: (call: BackendCall) => void;
}

/** The server's minimum log level: `LOG_LEVEL`, else info in production and debug in development. */
export function logLevel(config: AppConfig, env: Env = process.env): LogLevel {
  return (env.LOG_LEVEL as LogLevel | undefined) ?? (config.mode === 'development' ? 'debug' : 'info');
}

export function createServices(config: AppConfig, env: Env = process.env, hooks: ServiceHooks = {}): ServerServices {
  const level = logLevel(config, env);
  // The logger service is skipped in development (spec/shell.md section 7).
  const perWindow = env.LOG_FORWARD_PER_MINUTE ? Number(env.LOG_FORWARD_PER_MINUTE) : undefined;
  if (perWindow !== undefined && !(Number.isInteger(perWindow) && perWindow > 0))
    throw new Error(`LOG_FORWARD_PER_MINUTE must be a positive whole number, got '${env.LOG_FORWARD_PER_MINUTE}'`);
  const logger = createLogger(
    level,
    config.mode === 'production' ? [loggerServiceSink(config.services.logger, { name: 'web', domain: 'server' }, { perWindow })] : [],
  );
  const redis = config.redisUrl ? connectRedis(config.redisUrl, { logger }) : null;
  const backend = redis ? sharedBackend(redis, logger) : undefined;
  return {
    dataCache: new DataCache({ ttlMs: DATA_TTL_MS, swrMs: DATA_SWR_MS, maxEntries: 20_000, backend, onLookup: hooks.onCacheLookup }),
    logger,
    onBackendCall: hooks.onBackendCall,
    redis,
    close: async () => {
      await backend?.close?.();
    },
  };
}

/**
 * With REDIS_URL every instance reads and purges one shared data cache (deploy/README.md);
 * without it each process keeps its own LRU, the embedded default.
 */
function sharedBackend(connection: RedisConnection, logger: Logger): CacheBackend {
  let lastLog = 0;
  return redisBackend(connection, {
    onError(error) {
      if (Date.now() - lastLog < 10_000) return;
      lastLog = Date.now();
      logger.warn('redis data cache call failed; reading the back end instead', { error: String(error) });
    },
  });
}
