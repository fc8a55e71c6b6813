import {
  REGISTRATION_PROCESS_LOGIN,
  SEGMENTS,
  type AccountModeState,
  type PlayerResult,
  type Restriction,
  type Segment,
} from '@mc/account-protocol/account-protocol';
import { applyRestriction, defaultAccountMode } from './account-mode.ts';

import type { TrackingInfo } from '../../lib/tracking-state.ts';

/** Tracking identifiers of the visit (spec/shell.md section 3): filled by features/tracking through lib/tracking-state.ts. */
export type { TrackingInfo };

/**
 * The player state of spec/shell.md section 3: public facts only. Never a password or a
 * session token: the site holds no session (the account back end does), so "logged in" here
 * means the player authenticated through the widget on this very page.
 */
export interface PlayerState {
  browserCulture: string | null;
  accountMode: AccountModeState;
  newRegistration: boolean;
  tracking: { info: TrackingInfo | null; ready: boolean };
  username: string | null;
  loginname: string | null;
  /** Promotion ids the visitor has seen (the spec's spelling). */
  promosViewd: string[];
  segment: Segment;
  userExternalId: string | null;
  sonLangCode: string | null;
  bt: string | null;
  aname: string | null;
  deeplink: string | null;
  deeplinkPrId: string | null;
  notOntario: boolean;
  loading: boolean;
}

export function defaultPlayerState(): PlayerState {
  return {
    browserCulture: null,
    accountMode: defaultAccountMode(SEGMENTS.guest),
    newRegistration: false,
    tracking: { info: null, ready: false },
    username: null,
    loginname: null,
    promosViewd: [],
    segment: SEGMENTS.guest,
    userExternalId: null,
    sonLangCode: null,
    bt: null,
    aname: null,
    deeplink: null,
    deeplinkPrId: null,
    notOntario: false,
    loading: false,
  };
}

/**
 * Every mode change goes through the restriction rules (spec/shell.md section 4) and the
 * market's (`realMoneyPlay` false: the culture's market bars real-money play).
 */
export function withAccountMode(state: PlayerState, mode: AccountModeState, restriction: Restriction | null, realMoneyPlay = true): PlayerState {
  return { ...state, accountMode: applyRestriction(mode, restriction, realMoneyPlay) };
}

/** The state a page starts from: a known player (lead or real) is offered login first. */
export function startingState(state: PlayerState, restriction: Restriction | null, realMoneyPlay = true): PlayerState {
  return withAccountMode(state, defaultAccountMode(state.segment), restriction, realMoneyPlay);
}

/** Login success: segment from the result, the player's public ids, mode post-login/login. */
export function loginSucceeded(state: PlayerState, player: PlayerResult, restriction: Restriction | null, realMoneyPlay = true): PlayerState {
  return withAccountMode(
    {
      ...state,
      segment: player.segment,
      username: player.username,
      loginname: player.loginname,
      userExternalId: player.userExternalId,
      sonLangCode: player.sonLangCode,
      notOntario: player.notOntario,
    },
    { funnelPoint: 'postLogin', module: 'login' },
    restriction,
    realMoneyPlay,
  );
}

/**
 * Registration success: segment lead, username, loginname, a new registration, mode
 * post-register/register; process 7 continues as a login (mode login/login).
 */
export function registrationSucceeded(
  state: PlayerState,
  process: number,
  player: PlayerResult,
  restriction: Restriction | null,
  realMoneyPlay = true,
): PlayerState {
  const mode: AccountModeState =
    process === REGISTRATION_PROCESS_LOGIN ? { funnelPoint: 'login', module: 'login' } : { funnelPoint: 'postRegister', module: 'register' };
  return withAccountMode(
    { ...state, segment: SEGMENTS.lead, username: player.username, loginname: player.loginname, newRegistration: true },
    mode,
    restriction,
    realMoneyPlay,
  );
}

/** `<html>` mirrors for monitoring and the browser tests. */
export function playerDataset(state: PlayerState): Record<string, string> {
  return {
    'data-player-segment': String(state.segment),
    'data-funnel-point': state.accountMode.funnelPoint,
    'data-account-module': state.accountMode.module,
  };
}
