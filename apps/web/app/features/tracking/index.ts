/**
 * Page and journey tracking and field performance (issue 16; spec/shell.md sections 4, 7, 9;
 * docs/tracking.md). Every page starts the light part; the runtime and web-vitals are chunks of
 * their own, and nothing leaves the browser before tracking consent.
 */
import type { ReportError } from '../../lib/islands/hydrate-island.tsx';
import type { IslandPage } from '../../lib/islands/island-page.ts';
import { trackingContext } from './page-visit.ts';
import { startTracking as startTrackingTrigger } from './tracking-trigger.ts';

export function startTracking(page: IslandPage, report: ReportError): void {
  const startVitals = () =>
    void import('./web-vitals-report.ts')
      .then(({ startWebVitals }) => startWebVitals({ pageCode: page.pageCode, context: trackingContext(page) }))
      .catch((error: unknown) => report(error, 'web-vitals'));
  startTrackingTrigger(page, report, { startVitals });
}
