import type { AppConfig } from '../app/lib/app-config.ts';
import type { AppServices } from '../app/lib/app-context.ts';
import { DataCache } from '../app/lib/data-cache/data-cache.server.ts';
import { createLogger } from '../app/lib/logger/console-logger.ts';
import { loggerServiceSink } from '../app/lib/logger/logger-service-sink.ts';
import type { LogLevel } from '../app/lib/logger/log-levels.ts';

/** Loader data stays fresh for a minute and may be served stale for a day while refreshing. */
export const DATA_TTL_MS = 60_000;
export const DATA_SWR_MS = 24 * 60 * 60_000;

export function createServices(config: AppConfig, env: Readonly<Record<string, string | undefined>> = process.env): AppServices {
  const level = (env.LOG_LEVEL as LogLevel | undefined) ?? (config.mode === 'development' ? 'debug' : 'info');
  return {
    dataCache: new DataCache({ ttlMs: DATA_TTL_MS, swrMs: DATA_SWR_MS, maxEntries: 20_000 }),
    // The logger service is skipped in development (spec/shell.md section 7).
    logger: createLogger(level, config.mode === 'production' ? [loggerServiceSink(config.services.logger, { name: 'web', domain: 'server' })] : []),
  };
}
