import type { LogSink } from './console-logger.ts';
import { LOGGER_SERVICE_METHOD } from './log-levels.ts';
import { loggerServiceBody } from './logger-service-body.ts';

const SEND_TIMEOUT_MS = 2000;
/** Records forwarded per minute by default (`LOG_FORWARD_PER_MINUTE`): a burst of failing requests (one error each) must not become a burst of calls to the logger service. */
export const FORWARDED_PER_WINDOW = 60;
const WINDOW_MS = 60_000;

/**
 * Sends warnings and errors to the logger service (POST Log{Warn|Error}), fire and forget:
 * a failing logger never affects a page and is never itself logged there. At most
 * `perWindow` records a minute go out; the next window starts with one warning
 * that says how many were held back (the console logger still prints them all).
 */
export function loggerServiceSink(
  loggerUrl: string,
  app: { name: string; domain: string },
  { perWindow = FORWARDED_PER_WINDOW, now = Date.now }: { perWindow?: number; now?: () => number } = {},
): LogSink {
  let windowStart = -Infinity;
  let sent = 0;
  let suppressed = 0;
  const send = (level: 'warn' | 'error', message: string, data: Record<string, unknown> | undefined) => {
    const body = loggerServiceBody(level, message, data, { ...app, url: typeof data?.url === 'string' ? data.url : '' });
    fetch(new URL(LOGGER_SERVICE_METHOD[level], loggerUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    }).catch(() => {});
  };
  return (level, message, data) => {
    if (level !== 'warn' && level !== 'error') return;
    const time = now();
    if (time - windowStart >= WINDOW_MS) {
      windowStart = time;
      sent = 0;
      if (suppressed > 0) {
        sent += 1;
        send('warn', 'log records not forwarded (rate limit)', { suppressed });
        suppressed = 0;
      }
    }
    if (sent >= perWindow) {
      suppressed += 1;
      return;
    }
    sent += 1;
    send(level, message, data);
  };
}
