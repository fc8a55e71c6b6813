/**
 * Field checks shared by registration, password reset and login. Each answers a field code of
 * API.md (`REQUIRED`, `INVALID`, `TOO_SHORT`, `TOO_LONG`, `WEAK_PASSWORD`, …) or null. Inputs are
 * `unknown`: the routes validate against their schema only for the document, and report every
 * field at once from here (a form wants all its errors, not the first).
 */
export type FieldCode = 'REQUIRED' | 'INVALID' | 'TOO_SHORT' | 'TOO_LONG' | 'TOO_YOUNG' | 'WEAK_PASSWORD' | 'USERNAME_TAKEN' | 'MISMATCH';
export type FieldErrors = Record<string, FieldCode>;

export const PASSWORD_MIN = 10;
/** scrypt takes any length; a cap keeps one request from costing more than a normal login. */
export const PASSWORD_MAX = 128;
const USERNAME = /^[A-Za-z0-9_]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function passwordProblem(value: unknown): FieldCode | null {
  if (typeof value !== 'string' || value === '') return 'REQUIRED';
  if (value.length < PASSWORD_MIN) return 'TOO_SHORT';
  if (value.length > PASSWORD_MAX) return 'TOO_LONG';
  if (!/\p{L}/u.test(value) || !/\d/.test(value)) return 'WEAK_PASSWORD';
  return null;
}

export function usernameProblem(value: unknown): FieldCode | null {
  const name = text(value);
  if (!name) return 'REQUIRED';
  if (!USERNAME.test(name)) return 'INVALID';
  if (name.length < 3) return 'TOO_SHORT';
  if (name.length > 20) return 'TOO_LONG';
  return null;
}

export function emailProblem(value: unknown): FieldCode | null {
  const email = text(value);
  if (!email) return 'REQUIRED';
  if (email.length > 254) return 'TOO_LONG';
  return EMAIL.test(email) ? null : 'INVALID';
}

/** A required free-text field (names, address lines) up to `max` characters, without control characters. */
export function requiredText(value: unknown, max: number): FieldCode | null {
  const content = text(value);
  if (!content) return 'REQUIRED';
  if (content.length > max) return 'TOO_LONG';
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(content) ? 'INVALID' : null;
}

/** An optional free-text field: absent or empty is fine. */
export function optionalText(value: unknown, max: number, pattern?: RegExp): FieldCode | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return 'INVALID';
  const content = value.trim();
  if (content.length > max) return 'TOO_LONG';
  return pattern && !pattern.test(content) ? 'INVALID' : null;
}

/** Positive whole amounts (deposit limits): null means "no limit". */
export function isLimit(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 1_000_000_000);
}

/** Keeps the first problem of each field. */
export function collect(checks: Record<string, FieldCode | null>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, problem] of Object.entries(checks)) if (problem) errors[field] = problem;
  return errors;
}
