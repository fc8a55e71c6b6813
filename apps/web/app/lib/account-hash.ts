/** Account widget modes that can be opened from the address hash (spec/shell.md section 2). */
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

/** `#account/<mode>` opens that mode; `#feedback` opens feedback; anything else is not an account hash. */
export function accountModeFromHash(hash: string): AccountMode | null {
  const value = hash.replace(/^#/, '');
  if (value === 'feedback') return 'feedback';
  const found = /^account\/([A-Za-z_-]{1,32})$/.exec(value);
  if (!found) return null;
  return (ACCOUNT_MODES as readonly string[]).includes(found[1]!) ? (found[1] as AccountMode) : null;
}
