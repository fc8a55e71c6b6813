/**
 * Page tracking's life cycle (spec/shell.md section 4): not initialised → initialising →
 * initialised. Visits queue until tracking is initialised; the first queued visit is the one
 * tracking initialises with, the rest are logged afterwards. Tracking starts on the tracking
 * frame's ready message or on the first route change, whichever comes first. Pure: the
 * runtime (tracking-runtime.ts) performs the effects and reports `initialised` back.
 */
export type TrackingStatus = 'notInitialised' | 'initialising' | 'initialised';

/** One page visit, reported with the page's code (the same for every visitor of the page). */
export interface PageVisit {
  pageCode: string;
  path: string;
  at: number;
}

export interface TrackingMachine {
  status: TrackingStatus;
  /** Visits waiting for initialisation, oldest first. */
  queue: readonly PageVisit[];
  /** Started, but no visit to initialise with yet: the next visit is the one. */
  awaitingVisit: boolean;
}

export type TrackingInput = { type: 'visit'; visit: PageVisit } | { type: 'start' } | { type: 'initialised' };

export type TrackingEffect = { type: 'init'; visit: PageVisit } | { type: 'log'; visit: PageVisit };

/** More visits than this before tracking starts means something is wrong; the oldest are dropped. */
export const MAX_QUEUED_VISITS = 20;

export const INITIAL_TRACKING: TrackingMachine = { status: 'notInitialised', queue: [], awaitingVisit: false };

interface Step {
  state: TrackingMachine;
  effects: TrackingEffect[];
}

const queued = (queue: readonly PageVisit[], visit: PageVisit) => [...queue, visit].slice(-MAX_QUEUED_VISITS);

export function trackingStep(state: TrackingMachine, input: TrackingInput): Step {
  switch (input.type) {
    case 'visit':
      if (state.status === 'initialised') return { state, effects: [{ type: 'log', visit: input.visit }] };
      if (state.awaitingVisit) return { state: { ...state, awaitingVisit: false }, effects: [{ type: 'init', visit: input.visit }] };
      return { state: { ...state, queue: queued(state.queue, input.visit) }, effects: [] };
    case 'start': {
      if (state.status !== 'notInitialised') return { state, effects: [] };
      const [first, ...rest] = state.queue;
      if (!first) return { state: { status: 'initialising', queue: [], awaitingVisit: true }, effects: [] };
      return { state: { status: 'initialising', queue: rest, awaitingVisit: false }, effects: [{ type: 'init', visit: first }] };
    }
    case 'initialised':
      // Only the init this machine asked for completes it: a stray report changes nothing.
      if (state.status !== 'initialising' || state.awaitingVisit) return { state, effects: [] };
      return {
        state: { status: 'initialised', queue: [], awaitingVisit: false },
        effects: state.queue.map((visit) => ({ type: 'log', visit })),
      };
  }
}
