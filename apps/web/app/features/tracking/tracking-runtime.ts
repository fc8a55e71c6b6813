import { isGranted, whenGranted } from '../../lib/consent/consent.ts';
import { experimentExposureStore, type AbpointEvent } from '../../lib/experiment-exposure.ts';
import type { IslandPage } from '../../lib/islands/island-page.ts';
import { trackingStore, type TrackingState } from '../../lib/tracking-state.ts';
import type { Store } from '../../lib/state/create-store.ts';
import { sendToCollector, type CollectorBody, type CollectorRecord } from './collector.ts';
import { frameReadyInfo, trackingFrameUrl } from './frame-message.ts';
import { createOutbox } from './outbox.ts';
import { pageVisit, trackingContext } from './page-visit.ts';
import type { TrackEvent } from './track-events.ts';
import { INITIAL_TRACKING, trackingStep, type TrackingInput } from './tracking-machine.ts';

/** What the page's light part (tracking-trigger.ts) hands over, in the order it happened. */
export type TrackingSignal = { type: 'route' } | { type: 'event'; event: TrackEvent; at: number };

export interface TrackingRuntime {
  handle(signal: TrackingSignal): void;
}

export interface TrackingRuntimeDeps {
  page: IslandPage;
  store?: Store<TrackingState>;
  send?: (body: CollectorBody) => void;
  now?: () => number;
  /** How long records wait for the frame's identifiers after consent before they go without. */
  frameTimeoutMs?: number;
  /** Field performance, started with tracking consent (web-vitals-report.ts, its own chunk). */
  startVitals?: () => void;
}

const FRAME_TIMEOUT_MS = 3000;

/**
 * Page tracking on the page (spec/shell.md sections 4 and 7): the machine's visits and the
 * tracking function's events go to the collector once tracking consent is given, with the
 * visit's identifiers from the same-origin tracking frame (loaded only with consent, and only
 * when the player state holds none yet). Ready for the account widget once initialised.
 */
export function startTrackingRuntime(deps: TrackingRuntimeDeps): TrackingRuntime {
  const { page } = deps;
  const store = deps.store ?? trackingStore;
  const now = deps.now ?? Date.now;
  const context = trackingContext(page);
  const send = deps.send ?? ((body: CollectorBody) => sendToCollector(page.services.tracking, body));
  let machine = INITIAL_TRACKING;
  // Identifiers kept from an earlier page of the visit (the player state) need no frame.
  let infoSettled = store.getState().info !== null;
  let frame: HTMLIFrameElement | null = null;

  const outbox = createOutbox<CollectorRecord>({
    allowed: () => infoSettled && isGranted('tracking'),
    send: (records) => send({ ...context, info: store.getState().info, records }),
  });

  const dispatch = (input: TrackingInput) => {
    const step = trackingStep(machine, input);
    machine = step.state;
    let initialising = false;
    for (const effect of step.effects) {
      outbox.add({ type: 'visit', init: effect.type === 'init', ...effect.visit });
      initialising ||= effect.type === 'init';
    }
    // The init visit is handed to the outbox: tracking is initialised (sending waits for consent on its own).
    if (initialising) return dispatch({ type: 'initialised' });
    store.setState({ ready: machine.status === 'initialised' });
  };

  const settleInfo = () => {
    if (infoSettled) return;
    infoSettled = true;
    outbox.flush();
  };

  window.addEventListener('message', (event) => {
    const info = frameReadyInfo(
      { origin: event.origin, data: event.data, source: event.source },
      { origin: window.location.origin, frame: frame?.contentWindow ?? null },
    );
    if (info === undefined) return;
    if (info) store.setState({ info });
    frame?.remove();
    settleInfo();
    dispatch({ type: 'start' });
  });

  whenGranted('tracking', () => {
    if (!infoSettled) {
      frame = document.createElement('iframe');
      frame.hidden = true;
      frame.tabIndex = -1;
      frame.title = 'tracking';
      frame.setAttribute('aria-hidden', 'true');
      frame.dataset.trackingFrame = '';
      frame.src = trackingFrameUrl(context.brand);
      document.body.append(frame);
      setTimeout(settleInfo, deps.frameTimeoutMs ?? FRAME_TIMEOUT_MS);
    }
    outbox.flush();
    deps.startVitals?.();
  });

  const exposureOf = (event: TrackEvent) => {
    if (event.group !== 'abpoint') return event.data;
    const exposure = experimentExposureStore.getState().exposures[event.event as AbpointEvent];
    return exposure ? { ...event.data, experiment: exposure } : event.data;
  };

  return {
    handle(signal) {
      if (signal.type === 'route') {
        dispatch({ type: 'visit', visit: pageVisit(page, now()) });
        dispatch({ type: 'start' });
        return;
      }
      const { event } = signal;
      outbox.add({ type: 'event', group: event.group, event: event.event, data: exposureOf(event), pageCode: page.pageCode, at: signal.at });
    },
  };
}
