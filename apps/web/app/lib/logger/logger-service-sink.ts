import type { LogSink } from './console-logger.ts';
import { LOGGER_SERVICE_METHOD } from './log-levels.ts';
import { loggerServiceBody } from './logger-service-body.ts';

const SEND_TIMEOUT_MS = 2000;

/**
 * Sends warnings and errors to the logger service (POST Log{Warn|Error}), fire and forget:
 * a failing logger never affects a page and is never itself logged there.
 */
export function loggerServiceSink(loggerUrl: string, app: { name: string; domain: string }): LogSink {
  return (level, message, data) => {
    if (level !== 'warn' && level !== 'error') return;
    const body = loggerServiceBody(level, message, data, { ...app, url: typeof data?.url === 'string' ? data.url : '' });
    fetch(new URL(LOGGER_SERVICE_METHOD[level], loggerUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    }).catch(() => {});
  };
}
