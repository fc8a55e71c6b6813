import { createClient } from 'redis';
import type { Logger } from '../logger/log-levels.ts';

/** The few raw commands the Redis backend needs; failing fast is part of the contract. */
export interface RedisConnection {
  send(args: readonly string[]): Promise<unknown>;
  close(): Promise<void>;
}

export interface RedisConnectionOptions {
  logger: Pick<Logger, 'warn' | 'info'>;
  /** A command slower than this fails (the page then reads the back end): Redis must never hold a page. */
  commandTimeoutMs?: number;
}

/**
 * One node-redis connection that reconnects in the background. While it is down, commands
 * reject at once (no offline queue) and the data cache degrades to calling the back ends, so a
 * Redis outage slows pages down but never breaks them. Errors are logged at most every 10 s.
 */
export function connectRedis(url: string, { logger, commandTimeoutMs = 250 }: RedisConnectionOptions): RedisConnection {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
  });
  let lastLog = 0;
  const report = (error: unknown) => {
    if (Date.now() - lastLog < 10_000) return;
    lastLog = Date.now();
    logger.warn('redis unavailable: data cache falls back to the back ends', { error: String(error), url: redact(url) });
  };
  client.on('error', report);
  // Info (docs/logging.md): the shared cache is back after an outage (or there from the start).
  client.on('ready', () => logger.info('redis connected: data cache shared', { url: redact(url) }));
  client.connect().catch(report);
  return {
    async send(args) {
      if (!client.isReady) throw new Error('redis not connected');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`redis ${args[0]} timed out after ${commandTimeoutMs} ms`)), commandTimeoutMs);
      });
      try {
        return await Promise.race([client.sendCommand([...args]), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      client.removeAllListeners('error');
      client.on('error', () => {});
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}

/** Passwords stay out of logs. */
function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
