import type { LogSink } from './console-logger.ts';
import { LOGGER_SERVICE_METHOD } from './log-levels.ts';
import { cookieNames } from './cookie-names.ts';
import { loggerServiceBody } from './logger-service-body.ts';

const SEND_TIMEOUT_MS = 2000;
/** Records forwarded per minute by default (`LOG_FORWARD_PER_MINUTE`): a burst of failing requests (one error each) must not become a burst of calls to the logger service. */
export const FORWARDED_PER_WINDOW = 60;
const WINDOW_MS = 60_000;

/** The levels the logger service takes (spec/shell.md section 7: Log{Info|Warn|Error}); debug stays on the console. */
type ServiceLevel = keyof typeof LOGGER_SERVICE_METHOD;
const isServiceLevel = (level: string): level is ServiceLevel => Object.hasOwn(LOGGER_SERVICE_METHOD, level);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Sends info, warnings and errors to the logger service (POST Log{Info|Warn|Error}; which
 * events are info: docs/logging.md), fire and forget: a failing logger never affects a page and
 * is never itself logged there. A record about a request names its URL (`data.url`), the cookies
 * it carried (`data.cookies`: names only reach the body) and its user agent (`data.userAgent`).
 * At most `perWindow` records a minute go out; the next window starts with one warning that
 * says how many were held back (the console logger still prints them all).
 */
export function loggerServiceSink(
  loggerUrl: string,
  app: { name: string; domain: string },
  { perWindow = FORWARDED_PER_WINDOW, now = Date.now }: { perWindow?: number; now?: () => number } = {},
): LogSink {
  let windowStart = -Infinity;
  let sent = 0;
  let suppressed = 0;
  const send = (level: ServiceLevel, message: string, data: Record<string, unknown> | undefined) => {
    // Names only, in AdditionalData too, whatever a caller put there.
    const safe = data && 'cookies' in data ? { ...data, cookies: cookieNames(text(data.cookies)) } : data;
    const body = loggerServiceBody(
      level,
      message,
      safe,
      { ...app, url: text(data?.url) ?? '' },
      { cookies: text(data?.cookies), userAgent: text(data?.userAgent) },
    );
    fetch(new URL(LOGGER_SERVICE_METHOD[level], loggerUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    }).catch(() => {});
  };
  return (level, message, data) => {
    if (!isServiceLevel(level)) return;
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
