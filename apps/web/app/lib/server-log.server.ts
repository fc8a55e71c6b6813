import { isRouteErrorResponse } from 'react-router';

/** One JSON line per server error: what happened, where, and the error without leaking it to the visitor. */
export function logServerError(message: string, error: unknown, request?: Request): void {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
  console.error(JSON.stringify({ level: 'error', msg: message, url: request?.url, ...detail }));
}
