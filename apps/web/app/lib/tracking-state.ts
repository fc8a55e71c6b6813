import { createStore } from './state/create-store.ts';

/** Tracking identifiers of the visit (spec/shell.md section 3), as the tracking frame hands them over. */
export interface TrackingInfo {
  arCode: string | null;
  uguid: string | null;
  usguid: string | null;
  ustd: string | null;
  utv: string | null;
  flowId: string | null;
}

/** The tracking frame's page, on the site's own origin (served by server/tracking-frame.ts; docs/tracking.md). */
export const TRACKING_FRAME_PATH = '/__tracking/frame';

export const TRACKING_INFO_FIELDS = ['arCode', 'uguid', 'usguid', 'ustd', 'utv', 'flowId'] as const;

export interface TrackingState {
  /** The tracking machine is initialised: the account widget may load (features/player). */
  ready: boolean;
  /** The visit's identifiers: from the frame, or what the player state kept from an earlier page. */
  info: TrackingInfo | null;
}

/**
 * Where tracking (features/tracking) and the player (features/player, which keeps the info in
 * its stored state) meet: features never import each other, so the state lives here.
 */
export const trackingStore = createStore<TrackingState>({ ready: false, info: null });
