import { randomBytes } from 'node:crypto';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Development-only tokens: convenient for curl against a local platform, and public (they are in
 * this repository), so outside development they are refused rather than used.
 */
export const DEVELOPMENT_SECRETS = {
  PLATFORM_ADMIN_TOKEN: 'dev-admin-token',
  PLATFORM_PREVIEW_TOKEN: 'dev-preview-token',
} as const;

/** Long enough that guessing is hopeless, short enough for an env file: 24 characters. */
export const MIN_SECRET_LENGTH = 24;

export type SecretName = keyof typeof DEVELOPMENT_SECRETS;

/** A token that passes the checks below: 32 random base64url characters (192 bits). */
export function generateSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Why `value` may not guard an endpoint outside development, or null when it may. */
function weakness(value: string | undefined): string | null {
  if (!value) return 'is not set';
  if ((Object.values(DEVELOPMENT_SECRETS) as string[]).includes(value)) return `is the public development default '${value}'`;
  if (value.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  return null;
}

/**
 * The admin and preview tokens. In development a missing one takes its development default;
 * anywhere else a missing, default or short token stops the start with an error naming the
 * variable, and both must differ (the web app holds the preview token, and must not be an admin).
 */
export function readSecrets(env: Env, development: boolean): { adminToken: string; previewToken: string } {
  const read = (name: SecretName): string => {
    const value = env[name];
    if (development) return value || DEVELOPMENT_SECRETS[name];
    const problem = weakness(value);
    if (problem)
      throw new Error(
        `${name} ${problem}; set a random secret of at least ${MIN_SECRET_LENGTH} characters (the development defaults apply only with NODE_ENV=development)`,
      );
    return value as string;
  };
  const adminToken = read('PLATFORM_ADMIN_TOKEN');
  const previewToken = read('PLATFORM_PREVIEW_TOKEN');
  if (!development && adminToken === previewToken)
    throw new Error('PLATFORM_ADMIN_TOKEN and PLATFORM_PREVIEW_TOKEN must differ: whoever may preview drafts must not be an admin');
  return { adminToken, previewToken };
}
