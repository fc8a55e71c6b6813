import type { AccountIntent, AccountMode, AccountModeState, Restriction, Segment } from '@mc/account-protocol/account-protocol';
import { SEGMENTS } from '@mc/account-protocol/account-protocol';

/** Default mode (spec/shell.md section 4): a guest is offered registration, a known player login. */
export function defaultAccountMode(segment: Segment): AccountModeState {
  return segment === SEGMENTS.guest ? { funnelPoint: 'preRegister', module: 'register' } : { funnelPoint: 'preLogin', module: 'login' };
}

/** Restrictions under which the widget takes no command at all (the blocking view shows instead). */
export function ignoresAccountCommands(restriction: Restriction | null): boolean {
  return restriction === 'blocked' || restriction === 'fullyblocked' || restriction === 'accountblocked';
}

/**
 * The mode as set under a restriction (spec/shell.md section 4), applied every time a mode
 * is set: playblocked keeps registration and turns everything else into its notice;
 * registerblocked keeps login and password reset; blockedwithlogin forces login; any other
 * restriction forces the geo-block module; none leaves the mode as given.
 *
 * Where the market has no real-money play (India), nothing may lead to it: joining shows the
 * registerblocked notice and logging in the playblocked one; a password reset and feedback
 * stay possible.
 * A blocking geo restriction still wins (its blocking view, not a notice).
 */
export function applyRestriction(mode: AccountModeState, restriction: Restriction | null, realMoneyPlay = true): AccountModeState {
  const outsidePlay = mode.funnelPoint === 'resetPassword' || mode.module === 'feedback';
  if (!realMoneyPlay && !ignoresAccountCommands(restriction) && !outsidePlay) {
    return { ...mode, funnelPoint: mode.module === 'register' ? 'registerblocked' : 'playblocked' };
  }
  switch (restriction) {
    case null:
      return mode;
    case 'playblocked':
      return mode.funnelPoint === 'register' ? mode : { ...mode, funnelPoint: 'playblocked' };
    case 'registerblocked':
      return mode.funnelPoint === 'login' || mode.funnelPoint === 'resetPassword' ? mode : { ...mode, funnelPoint: 'registerblocked' };
    case 'blockedwithlogin':
      return { funnelPoint: 'login', module: 'login' };
    default:
      return { ...mode, module: 'geoBlock' };
  }
}

/** What an account hash asks for: the mode before restrictions, and why it opens. */
export interface HashRequest {
  accountMode: AccountModeState;
  intent: AccountIntent;
}

/**
 * Hash mode → account mode. `depositlimits` is a login whose intent keeps the player on the
 * page (the widget shows the limits once logged in); the feedback modes open the feedback
 * form, after a login or registration for the two compound ones.
 */
export function hashRequest(mode: AccountMode): HashRequest {
  const as = (funnelPoint: AccountModeState['funnelPoint'], module: AccountModeState['module'], intent: AccountIntent = null): HashRequest => ({
    accountMode: { funnelPoint, module },
    intent,
  });
  switch (mode) {
    case 'login':
      return as('login', 'login');
    case 'pre-login':
    case 'preLogin':
      return as('preLogin', 'login');
    case 'register':
      return as('register', 'register');
    case 'pre-register':
    case 'preRegister':
      return as('preRegister', 'register');
    case 'reset_password':
    case 'forgot-password':
      return as('resetPassword', 'resetPassword');
    case 'privacy':
      return as('preRegister', 'privacy');
    case 'terms':
      return as('preRegister', 'terms');
    case 'feedback':
      return as('feedback', 'feedback', 'feedback');
    case 'feedback-login':
      return as('login', 'feedback', 'feedback');
    case 'feedback-register':
      return as('register', 'feedback', 'feedback');
    case 'depositlimits':
      return as('login', 'login', 'depositLimits');
  }
}

/** Which command shows a mode (after restrictions): login and registration have their own, the rest is `open`. */
export function commandTypeFor(mode: AccountModeState, hasResetCode: boolean): 'login' | 'register' | 'forgotPassword' | 'open' {
  if (mode.module === 'geoBlock' || mode.funnelPoint === 'playblocked' || mode.funnelPoint === 'registerblocked') return 'open';
  if (mode.module === 'login' && (mode.funnelPoint === 'login' || mode.funnelPoint === 'preLogin' || mode.funnelPoint === 'postLogin')) return 'login';
  if (mode.module === 'register' && (mode.funnelPoint === 'register' || mode.funnelPoint === 'preRegister' || mode.funnelPoint === 'postRegister'))
    return 'register';
  if (mode.module === 'resetPassword' && !hasResetCode) return 'forgotPassword';
  return 'open';
}
