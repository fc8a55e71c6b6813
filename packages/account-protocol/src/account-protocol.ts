/**
 * The account widget protocol, version 1: how a site page and its account widget script talk
 * (spec/catalogue.md section 4, spec/shell.md sections 2 and 4; docs/account-widget-protocol.md).
 *
 * The page owns the player state, the funnel and the restriction rules; the widget owns the
 * forms and the conversation with the account back end. They meet on one global object:
 *
 * 1. Before loading the widget, the page sets `window[ACCOUNT_HOST_GLOBAL]` to an `AccountHost`.
 * 2. The page loads `GET {apiHost}son-auth/config?lang={culture}&country={iso2?}` (a script).
 * 3. The script calls `host.register(widget)` with an `AccountWidget` of the same major
 *    version, then `host.report({ type: 'ready' })` once it can take commands.
 * 4. The page sends commands (`widget.command`), queued until ready; the widget reports what
 *    the visitor did (`host.report`). Nothing else crosses: no globals, no DOM contract.
 *
 * Secrets never cross: a password stays inside the widget's forms, a session stays with the
 * account back end; what the page gets is the player's public state and a platform address
 * carrying a single-use handoff code.
 */

export const ACCOUNT_PROTOCOL_VERSION = 1;

/** The name of the page's `AccountHost` on `window`. */
export const ACCOUNT_HOST_GLOBAL = 'mcAccountHost';

/** The widget's config script, relative to the site's API host (spec/catalogue.md section 7). */
export const WIDGET_CONFIG_PATH = 'son-auth/config';

/** A handoff code in a platform address is good for one use within this many seconds. */
export const HANDOFF_TTL_SECONDS = 60;

/** Account modes the address hash can open (`#account/{mode}`; `#feedback` is `feedback`). */
export const ACCOUNT_MODES = [
  'login',
  'depositlimits',
  'pre-login',
  'preLogin',
  'reset_password',
  'forgot-password',
  'register',
  'pre-register',
  'preRegister',
  'privacy',
  'terms',
  'feedback',
  'feedback-login',
  'feedback-register',
] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

/** Funnel points of spec/shell.md section 4 (plus the widget's own: depositLimits). */
export const FUNNEL_POINTS = [
  'preLogin',
  'preRegister',
  'register',
  'login',
  'postRegister',
  'postLogin',
  'feedback',
  'resetPassword',
  'playblocked',
  'registerblocked',
] as const;
export type FunnelPoint = (typeof FUNNEL_POINTS)[number];

export const ACCOUNT_MODULES = ['login', 'resetPassword', 'register', 'geoBlock', 'feedback', 'privacy', 'terms'] as const;
export type AccountModule = (typeof ACCOUNT_MODULES)[number];

/** The player state's `accountMode`. */
export interface AccountModeState {
  funnelPoint: FunnelPoint;
  module: AccountModule;
}

/** Geo restriction values (spec/shell.md section 4); null is none. */
export const RESTRICTIONS = ['blocked', 'fullyblocked', 'blockedwithlogin', 'accountblocked', 'playblocked', 'registerblocked'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

/** Segments (spec/shell.md section 4). */
export const SEGMENTS = { guest: -1, lead: 0, real: 1 } as const;
export type Segment = (typeof SEGMENTS)[keyof typeof SEGMENTS];

/** A registration answered with this process value continues as a login (spec/shell.md section 4). */
export const REGISTRATION_PROCESS_LOGIN = 7;

/** Login failure codes a widget reports; the page acts on the sibling-skin one. */
export const LOGIN_FAILURES = {
  /** The account belongs to another site of the group: the page moves the visitor there. */
  siblingSkin: 'USER_BELONGS_TO_SIBLING_SKIN',
  /** Wrong username or password (never says which: no account enumeration). */
  invalidCredentials: 'INVALID_CREDENTIALS',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
} as const;

/** The widget on screen (spec/catalogue.md section 4, plus the forms the reference widget adds). */
export const ACTIVE_WIDGETS = [
  'none',
  'login',
  'registration',
  'forgot-password',
  'paynplay',
  'reset-password',
  'feedback',
  'deposit-limits',
  'notice',
] as const;
export type ActiveWidget = (typeof ACTIVE_WIDGETS)[number];

/**
 * Why the widget is opened beyond its mode: after a login the page goes to the platform,
 * except when the visitor came to set deposit limits or to leave feedback, or to see their
 * bank-transfer details on the page (`bankTransfer`: the widget closes once logged in, and the
 * page asks it for the details, `AccountWidget.bankTransfer`).
 */
export type AccountIntent = 'play' | 'depositLimits' | 'feedback' | 'bankTransfer' | null;

/** Everything the widget may know of the visitor when it opens: public, per visit. */
export interface WidgetContext {
  protocol: typeof ACCOUNT_PROTOCOL_VERSION;
  /** Site brand code (MC, MCUK, …) and the page's culture code (en-GB, sv, …). */
  site: string;
  culture: string;
  /** Geo of the visitor as the page resolved it (null until known). */
  country: string | null;
  region: string | null;
  /** The restriction after the page's rules (Ontario lifted for a notOntario player). */
  restriction: Restriction | null;
  /** The mode after the restriction rules: what the widget shows. */
  accountMode: AccountModeState;
  /** The hash mode that asked for it, if any. */
  hashMode: AccountMode | null;
  intent: AccountIntent;
  /** Registration and login are Pay N Play on this culture (Sweden). */
  payNPlay: boolean;
  feedbacksEnabled: boolean;
  segment: Segment;
  /** The remembered username, to prefill login. */
  username: string | null;
  /** A one-time code (from a sibling site's redirect) the widget exchanges for a username to prefill. */
  prefillCode: string | null;
  /** A password-reset code from the reset link (`#account/reset_password/{code}`). */
  resetCode: string | null;
  /** Where the player wants to go on the platform (a validated platform path) and its promotion id. */
  deeplink: string | null;
  deeplinkPrId: string | null;
  /** Campaign attribution, passed on to the registration record. */
  aname: string | null;
  bt: string | null;
  /** The visit's tracking ids (spec/shell.md section 3), passed on to the login and registration records; null until tracking has them. */
  usguid: string | null;
  flowId: string | null;
}

/** Page → widget (spec/catalogue.md section 4 commands). */
export type WidgetCommand =
  /** Close, nothing pending. */
  | { type: 'none' }
  /** The platform is under maintenance: say so instead of a form. */
  | { type: 'maintenance' }
  | { type: 'login'; context: WidgetContext }
  | { type: 'register'; context: WidgetContext }
  | { type: 'forgotPassword'; context: WidgetContext }
  /** The page is leaving for the platform: the widget may show progress, then is gone. */
  | { type: 'goToPlatform' }
  /** Open in the context's account mode (feedback, deposit limits, reset password, notices). */
  | { type: 'open'; context: WidgetContext }
  | { type: 'close' };
export type WidgetCommandType = WidgetCommand['type'];

/** What a successful login or registration tells the page: public player state only. */
export interface PlayerResult {
  segment: Segment;
  username: string;
  loginname: string;
  userExternalId: string;
  /** The player's language on the account back end. */
  sonLangCode: string;
  /** The player's province is not Ontario (lifts an Ontario region restriction). */
  notOntario: boolean;
  /** The platform address with a fresh single-use handoff code (and the deeplink, validated). */
  platformAddress: string;
}

/** Widget → page. */
export type WidgetEvent =
  | { type: 'ready' }
  | { type: 'shown'; widget: ActiveWidget }
  /** The visitor closed the widget. */
  | { type: 'closed' }
  | { type: 'registrationInteracted' }
  | { type: 'loginSuccess'; player: PlayerResult }
  | { type: 'loginFailure'; code: string; sibling?: { site: string; prefillCode: string } }
  | { type: 'registrationSuccess'; process: number; player: PlayerResult }
  | { type: 'passwordResetRequested' }
  | { type: 'passwordReset' }
  | { type: 'feedbackSent' }
  | { type: 'depositLimitSaved' };
export type WidgetEventType = WidgetEvent['type'];

/** A player's bank-transfer details (the site API's `v1/player/bank-transfer`): the site's receiving account and the player's own reference. */
export interface BankTransferDetails {
  /** The payment option code (`bank-transfer`). */
  code: string;
  bankName: string;
  beneficiary: string;
  iban: string;
  bic: string;
  /** The player's own payment reference, to quote with the transfer. */
  reference: string;
  currency: string;
  instructions: string;
}

/** What the widget answers for the details: they, no session (log in first), or a failure of the back end. */
export type BankTransferAnswer = { status: 'ok'; details: BankTransferDetails } | { status: 'no-session' } | { status: 'failed' };

/** What the page offers the widget script. */
export interface AccountHost {
  readonly version: typeof ACCOUNT_PROTOCOL_VERSION;
  register(widget: AccountWidget): void;
  report(event: WidgetEvent): void;
}

/** What a widget script registers. */
export interface AccountWidget {
  readonly version: typeof ACCOUNT_PROTOCOL_VERSION;
  command(command: WidgetCommand): void;
  /**
   * A fresh platform address for the player who just logged in or registered (a handoff code
   * lasts HANDOFF_TTL_SECONDS: a visitor who lingers, in the voucher step say, needs a new one).
   * Null when the widget holds no session.
   */
  platformAddress(): Promise<string | null>;
  /**
   * The logged-in player's bank-transfer details for a payment option, fetched with the
   * widget's session (which never leaves it); the page shows them and keeps them nowhere.
   * Optional: a widget without it leaves the page at its guest hint.
   */
  bankTransfer?(request: { culture: string; code: string }): Promise<BankTransferAnswer>;
}

declare global {
  interface Window {
    [ACCOUNT_HOST_GLOBAL]?: AccountHost;
  }
}
