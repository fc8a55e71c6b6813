import { ACCOUNT_MODES, type AccountMode } from '@mc/account-protocol/account-protocol';

export { ACCOUNT_MODES, type AccountMode };

/** An account hash as read: the mode, and the one-time code some modes carry. */
export interface AccountHash {
  mode: AccountMode;
  /** A password-reset code (`reset_password`) or a login prefill code (`login`): memory only. */
  code: string | null;
}

/** What the culture allows the hash to open (feedback only where the culture has it enabled). */
export interface AccountHashOptions {
  feedbacksEnabled?: boolean;
}

const FEEDBACK_MODES: ReadonlySet<AccountMode> = new Set(['feedback', 'feedback-login', 'feedback-register']);
/** The modes whose hash may carry a code, and the code's shape (never a username or a password). */
const CODE_MODES: ReadonlySet<AccountMode> = new Set(['reset_password', 'login']);
const CODE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * `#account/{mode}` opens that mode, `#feedback` opens feedback (spec/shell.md section 2);
 * `#account/reset_password/{code}` and `#account/login/{prefillCode}` carry a one-time code.
 * Anything else, and feedback where the culture has it off, is not an account hash. Never throws.
 */
export function parseAccountHash(hash: string, options: AccountHashOptions = { feedbacksEnabled: true }): AccountHash | null {
  const value = hash.replace(/^#/, '');
  const found = value === 'feedback' ? (['', 'feedback'] as const) : /^account\/([A-Za-z_-]{1,32})(?:\/([^/]*))?$/.exec(value);
  if (!found) return null;
  const mode = found[1] as AccountMode;
  if (!(ACCOUNT_MODES as readonly string[]).includes(mode)) return null;
  if (FEEDBACK_MODES.has(mode) && !options.feedbacksEnabled) return null;
  const code = found[2];
  if (code === undefined) return { mode, code: null };
  return CODE_MODES.has(mode) && CODE.test(code) ? { mode, code } : null;
}

/** The mode alone (app events, the maintenance re-check). */
export function accountModeFromHash(hash: string, options?: AccountHashOptions): AccountMode | null {
  return parseAccountHash(hash, options)?.mode ?? null;
}

/** The hash without its code: what the address keeps once the code is in memory. */
export function accountHashWithoutCode(parsed: AccountHash): string {
  return parsed.mode === 'feedback' ? '#feedback' : `#account/${parsed.mode}`;
}
