import { cookieNames } from '../app/lib/logger/cookie-names.ts';
import type { Logger } from '../app/lib/logger/log-levels.ts';
import type { Client } from './client-address.ts';
import { ClientRateLimit } from './client-rate-limit.ts';

/** Reports one client may have logged per minute: a page with a few violations sends a few. */
export const CSP_REPORTS_PER_CLIENT_PER_MINUTE = 10;
/** How much of a report reaches the log. */
const LOGGED_REPORT_CHARS = 2000;

/**
 * `POST /__csp-report`: browsers' policy violation reports, logged. The body was already
 * bounded by the server (server/body-limit.ts); the allowance is per client, so one client
 * flooding it cannot silence everybody else's reports.
 */
export function createCspReportHandler(logger: Logger, limit = new ClientRateLimit(CSP_REPORTS_PER_CLIENT_PER_MINUTE, 60_000)) {
  return async (request: Request, client: Client): Promise<Response> => {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });
    if (limit.take(client.address)) {
      const text = await request.text().catch(() => '');
      logger.warn('content security policy violation', {
        report: text.slice(0, LOGGED_REPORT_CHARS),
        userAgent: request.headers.get('user-agent') ?? '',
        cookies: cookieNames(request.headers.get('cookie')),
      });
    } else {
      await request.body?.cancel().catch(() => {});
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  };
}
