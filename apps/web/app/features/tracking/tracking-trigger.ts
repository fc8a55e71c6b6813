import { APP_EVENTS, onAppEvent } from '../../lib/app-events.ts';
import { serializeConsent, type ConsentChoice } from '../../lib/consent/consent.ts';
import type { ReportError } from '../../lib/islands/hydrate-island.tsx';
import type { IslandPage } from '../../lib/islands/island-page.ts';
import { yieldToMain } from '../../lib/scheduling/yield-to-main.ts';
import { boundedQueue } from './bounded-queue.ts';
import { clickTrackEvent } from './click-tracking.ts';
import { trackEventOf, trackEventOfDetail, type TrackEvent } from './track-events.ts';
import type { TrackingRuntime, TrackingSignal } from './tracking-runtime.ts';

declare global {
  interface Window {
    /**
     * The global tracking function (spec/shell.md section 7): `mcTrack('journey', 'view', { … })`.
     * False when the group or event is not one of the table's (track-events.ts).
     */
    mcTrack?: (group: string, event: string, data?: Record<string, unknown>) => boolean;
  }
}

/** Signals kept until the runtime's chunk has loaded. */
const MAX_PENDING = 100;

/**
 * What every page runs of tracking, before anything else can report: the global tracking
 * function and the listeners (app events, calls to action, consent changes), which keep what
 * happens until the runtime (its own chunk, loaded after the page has started) takes over. It
 * must start before the page's route change is published (shell/behaviours/app-events.ts).
 */
export function startTracking(page: IslandPage, report: ReportError, options: { startVitals?: () => void } = {}): void {
  const pending = boundedQueue<TrackingSignal>(MAX_PENDING);
  let runtime: TrackingRuntime | null = null;
  const take = (signal: TrackingSignal) => (runtime ? runtime.handle(signal) : pending.push(signal));
  const takeEvent = (event: TrackEvent | null) => {
    if (event) take({ type: 'event', event, at: Date.now() });
  };

  window.mcTrack = (group, event, data) => {
    const valid = trackEventOf(group, event, data);
    if (!valid) console.warn(`[tracking] unknown event ${String(group)} ${String(event)}, or data that is not a small JSON object`);
    takeEvent(valid);
    return valid !== null;
  };
  onAppEvent(APP_EVENTS.track, (detail) => takeEvent(trackEventOfDetail(detail)));
  onAppEvent(APP_EVENTS.routeChange, () => take({ type: 'route' }));
  onAppEvent(APP_EVENTS.accountOpen, (detail) => {
    const mode = (detail as { mode?: unknown } | null)?.mode;
    takeEvent(trackEventOf('journey', 'view', { view: 'account', mode: typeof mode === 'string' ? mode : null }));
  });
  onAppEvent(APP_EVENTS.consent, (detail) => {
    if (typeof detail === 'object' && detail !== null) takeEvent(trackEventOf('log', 'consent', { consent: serializeConsent(detail as ConsentChoice) }));
  });
  // Capture: seen before the player's own listener takes the click over (features/player).
  document.addEventListener('click', (event) => takeEvent(clickTrackEvent(event.target)), { capture: true });

  void yieldToMain()
    .then(() => import('./tracking-runtime.ts'))
    .then(({ startTrackingRuntime }) => {
      const started = startTrackingRuntime({ page, startVitals: options.startVitals });
      for (const signal of pending.drain()) started.handle(signal);
      runtime = started;
    })
    .catch((error: unknown) => report(error, 'tracking'));
}
