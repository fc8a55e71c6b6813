import { REQUEST_ID_HEADER } from '@mc/operations/endpoints';
import { isRouteErrorResponse } from 'react-router';
import { cookieNames } from './logger/cookie-names.ts';
import type { Logger } from './logger/log-levels.ts';

/** One log entry per server error (console and logger service): what happened, where; never shown to the visitor. */
export function logServerError(logger: Logger, message: string, error: unknown, request?: Request): void {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const detail = error instanceof Error ? { error: error.message, stack: error.stack?.split('\n').slice(0, 6).join('\n') } : { error: String(error) };
  const cookies = cookieNames(request?.headers.get('cookie'));
  const requestId = request?.headers.get(REQUEST_ID_HEADER);
  logger.error(message, { url: request?.url, ...(requestId ? { requestId } : {}), ...(cookies ? { cookies } : {}), ...detail });
}
