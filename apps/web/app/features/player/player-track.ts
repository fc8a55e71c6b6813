import { APP_EVENTS, emitAppEvent } from '../../lib/app-events.ts';

/**
 * The journey's tracking events (spec/shell.md section 7), published as app events for the
 * tracking module: the A/B points around login and registration, the player's steps, the
 * platform opening and the play call to action.
 */
export const PLAYER_TRACK = {
  preLogin: { group: 'abpoint', event: 'pre-login' },
  postLogin: { group: 'abpoint', event: 'post-login' },
  preRegistration: { group: 'abpoint', event: 'pre-registration' },
  postRegistration: { group: 'abpoint', event: 'post-registration' },
  logged: { group: 'user', event: 'logged' },
  created: { group: 'user', event: 'created' },
  regInteracted: { group: 'user', event: 'reg-interacted' },
  platformOpen: { group: 'journey', event: 'platform_open' },
  play: { group: 'cta', event: 'play' },
} as const;

export type PlayerTrack = (typeof PLAYER_TRACK)[keyof typeof PLAYER_TRACK];

export function track(event: PlayerTrack): void {
  emitAppEvent(APP_EVENTS.track, { ...event });
}
