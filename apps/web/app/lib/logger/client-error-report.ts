import { LOGGER_SERVICE_METHOD } from './log-levels.ts';
import { loggerServiceBody } from './logger-service-body.ts';

/** The page names the logger service in this meta tag when reporting is on (production). */
export const LOGGER_META = 'mc-logger';
/** A report is fire-and-forget, but it must not hold a connection open on a stalled logger. */
const REPORT_TIMEOUT_MS = 5000;

/** Reports a client-side error to the logger service (POST LogError); never throws, never blocks. */
export function reportClientError(error: unknown, location: { pathname: string }): void {
  const url = document.querySelector<HTMLMetaElement>(`meta[name="${LOGGER_META}"]`)?.content;
  if (!url) return;
  const message = error instanceof Error ? error.message : String(error);
  const body = loggerServiceBody(
    'error',
    `client error: ${message}`,
    { stack: error instanceof Error ? error.stack?.split('\n').slice(0, 6).join('\n') : undefined, path: location.pathname },
    { name: 'web', domain: window.location.host, url: window.location.href, referral: document.referrer },
    // The page's cookies by name only (affiliate, consent-gated tags): never a value that could identify the visitor.
    { cookies: document.cookie, userAgent: navigator.userAgent },
  );
  try {
    fetch(new URL(LOGGER_SERVICE_METHOD.error, url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
    }).catch(() => {});
  } catch {
    // reporting must never fail the page
  }
}
