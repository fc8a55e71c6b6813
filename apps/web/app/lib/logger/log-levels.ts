/** Log levels of spec/shell.md section 9, and the logger service's numbers for them (section 7). */
export const LOG_LEVELS = { debug: 0, info: 1, warn: 2, error: 3 } as const;
export type LogLevel = keyof typeof LOG_LEVELS;

export const LOGGER_SERVICE_NUMBER = { info: 900, warn: 800, error: 1000 } as const;
export const LOGGER_SERVICE_METHOD = { info: 'LogInfo', warn: 'LogWarn', error: 'LogError' } as const;

export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}
