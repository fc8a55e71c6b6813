import { LOGGER_SERVICE_NUMBER } from './log-levels.ts';

export interface LoggerServiceBody {
  log: { Number: number; Message: string; AdditionalData: string };
  app: { Name: string; Domain: string; Url: string; Referral: string };
  user: { Cookies: string; UserAgent: string };
}

/** The logger service's POST body (spec/shell.md section 7). */
export function loggerServiceBody(
  level: keyof typeof LOGGER_SERVICE_NUMBER,
  message: string,
  data: Record<string, unknown> | undefined,
  app: { name: string; domain: string; url: string; referral?: string },
  user: { cookies?: string; userAgent?: string } = {},
): LoggerServiceBody {
  return {
    log: { Number: LOGGER_SERVICE_NUMBER[level], Message: message.slice(0, 2000), AdditionalData: data ? JSON.stringify(data).slice(0, 8000) : '' },
    app: { Name: app.name, Domain: app.domain, Url: app.url, Referral: app.referral ?? '' },
    user: { Cookies: user.cookies ?? '', UserAgent: user.userAgent ?? '' },
  };
}
