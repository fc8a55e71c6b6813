import { LOG_LEVELS, type Logger, type LogLevel } from './log-levels.ts';

export type LogSink = (level: LogLevel, message: string, data: Record<string, unknown> | undefined) => void;

/** JSON lines on the console at or above `minLevel`, plus optional sinks (the logger service). */
export function createLogger(minLevel: LogLevel, sinks: readonly LogSink[] = []): Logger {
  const emit = (level: LogLevel) => (message: string, data?: Record<string, unknown>) => {
    if (LOG_LEVELS[level] < LOG_LEVELS[minLevel]) return;
    const line = JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...data });
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
    for (const sink of sinks) {
      try {
        sink(level, message, data);
      } catch {
        // a failing sink must never break the caller
      }
    }
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

/** For tests and places that must stay silent. */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
