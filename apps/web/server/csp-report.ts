import type { Logger } from '../app/lib/logger/log-levels.ts';

const MAX_REPORTS_PER_MINUTE = 30;
const MAX_BODY = 16 * 1024;
let windowStart = 0;
let reports = 0;

/** `POST /__csp-report`: browsers' policy violation reports, logged (a few per minute at most). */
export async function handleCspReport(request: Request, logger: Logger): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const now = Date.now();
  if (now - windowStart > 60_000) {
    windowStart = now;
    reports = 0;
  }
  reports += 1;
  if (reports <= MAX_REPORTS_PER_MINUTE) {
    const text = (await request.text().catch(() => '')).slice(0, MAX_BODY);
    logger.warn('content security policy violation', { report: text.slice(0, 2000), userAgent: request.headers.get('user-agent') ?? '' });
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
