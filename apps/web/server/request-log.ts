import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_SLOW_REQUEST_MS, readMilliseconds } from '@mc/operations/settings';
import { LOG_LEVELS, type LogLevel } from '../app/lib/logger/log-levels.ts';
import type { RequestRecord } from './web-server.ts';

export interface RequestLogOptions {
  /** The server's minimum level (`LOG_LEVEL`). */
  level: LogLevel;
  slowMs: number;
  /** Where a line goes (the console by default). */
  write?: (level: LogLevel, line: string) => void;
}

const toConsole = (level: LogLevel, line: string) => (level === 'error' ? console.error(line) : level === 'warn' ? console.warn(line) : console.log(line));

/** `SLOW_REQUEST_MS`: a request this slow is logged at warn. */
export function slowRequestMs(env: Readonly<Record<string, string | undefined>>): number {
  return readMilliseconds(env, 'SLOW_REQUEST_MS', DEFAULT_SLOW_REQUEST_MS);
}

/**
 * One line per request, on the console only (never forwarded to the logger service: it is not
 * an event, docs/logging.md): `GET mcuk.localhost:3000/online-slots/ 200 23 ms` with its kind and
 * request id. Info for pages and other app answers, debug for the client build's files, warn
 * for a server error, an aborted request or a slow one. The path goes without its query, which
 * may carry what a visitor typed.
 */
export function createRequestLog({
  level,
  slowMs,
  write = toConsole,
}: RequestLogOptions): (req: IncomingMessage, res: ServerResponse, record: RequestRecord) => void {
  const min = LOG_LEVELS[level];
  return (req, res, record) => {
    const ms = performance.now() - record.startedAt;
    const status = res.writableFinished ? String(res.statusCode) : 'aborted';
    const lineLevel: LogLevel = res.statusCode >= 500 || status === 'aborted' || ms >= slowMs ? 'warn' : record.kind === 'static' ? 'debug' : 'info';
    if (LOG_LEVELS[lineLevel] < min) return;
    const path = (req.url ?? '/').split('?', 1)[0]!.slice(0, 200);
    const line = JSON.stringify({
      level: lineLevel,
      time: new Date().toISOString(),
      msg: `${req.method} ${req.headers.host ?? ''}${path} ${status} ${Math.round(ms)} ms`,
      kind: record.kind,
      requestId: record.requestId,
    });
    write(lineLevel, line);
  };
}
