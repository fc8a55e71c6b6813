import type { Metric } from 'web-vitals';
import { LOGGER_META } from '../../lib/logger/client-error-report.ts';
import { LOGGER_SERVICE_METHOD } from '../../lib/logger/log-levels.ts';
import { loggerServiceBody, type LoggerServiceBody } from '../../lib/logger/logger-service-body.ts';
import type { TrackingContext } from './page-visit.ts';

/** The field metrics reported (Core Web Vitals and the server's response time). */
export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITALS)[number];
export type Vitals = Partial<Record<VitalName, { value: number; rating: Metric['rating'] }>>;

export const WEB_VITALS_MESSAGE = 'web-vitals';

/** The page's one report to the logger service (LogInfo, spec/shell.md section 7). */
export function vitalsBody(
  vitals: Vitals,
  page: { pageCode: string; context: TrackingContext },
  location: { url: string; host: string; referrer: string },
  user: { cookies?: string; userAgent?: string } = {},
): LoggerServiceBody {
  return loggerServiceBody(
    'info',
    WEB_VITALS_MESSAGE,
    { site: page.context.site, brand: page.context.brand, culture: page.context.culture, pageCode: page.pageCode, vitals },
    { name: 'web', domain: location.host, url: location.url, referral: location.referrer },
    user,
  );
}

/** A metric as reported: CLS keeps four decimals, the times whole milliseconds. */
export function vitalOf(metric: Pick<Metric, 'name' | 'value' | 'rating'>): [VitalName, { value: number; rating: Metric['rating'] }] | null {
  if (!(VITALS as readonly string[]).includes(metric.name)) return null;
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  return [metric.name as VitalName, { value, rating: metric.rating }];
}

/**
 * Field performance (issue 16): loads web-vitals (its own chunk, only once tracking consent is
 * given) and reports the page's metrics once, when the page is hidden or left: LCP, CLS and
 * INP are final only then. Nothing without the logger service (skipped in development).
 */
export async function startWebVitals(page: { pageCode: string; context: TrackingContext }): Promise<void> {
  const loggerUrl = document.querySelector<HTMLMetaElement>(`meta[name="${LOGGER_META}"]`)?.content;
  if (!loggerUrl) return;
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
  const vitals: Vitals = {};
  const take = (metric: Metric) => {
    const vital = vitalOf(metric);
    if (vital) vitals[vital[0]] = vital[1];
  };
  for (const on of [onLCP, onINP, onCLS, onTTFB]) on(take);
  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== 'hidden' || Object.keys(vitals).length === 0) return;
    sent = true;
    // The user part as every report of the page fills it: cookie names only (logger-service-body.ts).
    const body = vitalsBody(
      vitals,
      page,
      { url: window.location.href, host: window.location.host, referrer: document.referrer },
      { cookies: document.cookie, userAgent: navigator.userAgent },
    );
    try {
      void fetch(new URL(LOGGER_SERVICE_METHOD.info, loggerUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
        credentials: 'omit',
      }).catch(() => {});
    } catch {
      // reporting must never fail the page
    }
  };
  // After web-vitals' own listeners (capture, on window): the metrics are final when this runs.
  document.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', () => send());
}
