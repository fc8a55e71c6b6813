import { cookieNames } from './cookie-names.ts';
import { LOGGER_SERVICE_NUMBER } from './log-levels.ts';

export interface LoggerServiceBody {
  log: { Number: number; Message: string; AdditionalData: string };
  app: { Name: string; Domain: string; Url: string; Referral: string };
  user: { Cookies: string; UserAgent: string };
}

/**
 * The logger service's POST body (spec/shell.md section 7). `user.cookies` may be a whole
 * `Cookie` header or `document.cookie`: only the cookies' names reach the body (cookie-names.ts).
 */
export function loggerServiceBody(
  level: keyof typeof LOGGER_SERVICE_NUMBER,
  message: string,
  data: Record<string, unknown> | undefined,
  app: { name: string; domain: string; url: string; referral?: string },
  user: { cookies?: string | null; userAgent?: string } = {},
): LoggerServiceBody {
  return {
    log: { Number: LOGGER_SERVICE_NUMBER[level], Message: message.slice(0, 2000), AdditionalData: data ? JSON.stringify(data).slice(0, 8000) : '' },
    app: { Name: app.name, Domain: app.domain, Url: app.url, Referral: app.referral ?? '' },
    user: { Cookies: cookieNames(user.cookies), UserAgent: user.userAgent ?? '' },
  };
}
