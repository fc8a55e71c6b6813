import type { TrackingInfo } from '../../lib/tracking-state.ts';
import type { TrackingContext } from './page-visit.ts';
import type { PageVisit } from './tracking-machine.ts';
import type { JsonData } from './track-events.ts';

/** One record for the collector: a page visit (the init one or a logged one) or an event of the tracking function. */
export type CollectorRecord =
  ({ type: 'visit'; init: boolean } & PageVisit) | { type: 'event'; group: string; event: string; data: JsonData | null; pageCode: string; at: number };

/** The body of `POST {tracking}events` (apps/platform/src/tracking, docs/tracking.md). */
export interface CollectorBody extends TrackingContext {
  info: TrackingInfo | null;
  records: CollectorRecord[];
}

const SEND_TIMEOUT_MS = 5000;

/**
 * Sends a batch to the collector, fire and forget: `keepalive` so a batch sent as the visitor
 * leaves (a play link to the platform) still arrives; no cookies (the collector reads none).
 */
export function sendToCollector(collectorUrl: string, body: CollectorBody, fetcher: typeof fetch = fetch): void {
  try {
    fetcher(new URL('events', collectorUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    }).catch(() => {});
  } catch {
    // tracking must never fail the page
  }
}
