/**
 * The eleven editions (cultures) of spec/shell.md section 1. A culture code is the
 * identity used everywhere: route tables, message files, tests.
 */
export const CULTURE_CODES = ['en', 'en-CA', 'en-IE', 'en-IN', 'en-NZ', 'fr-CA', 'de-DE', 'en-GB', 'da', 'sv', 'es'] as const;

export type CultureCode = (typeof CULTURE_CODES)[number];

/** The default locale of the product (spec/shell.md section 1): missing strings fall back to it. */
export const DEFAULT_MESSAGES_LOCALE = 'en-GB' satisfies CultureCode;

/** "en variants" in the route table: every English edition. */
export const ENGLISH_CULTURES = ['en', 'en-CA', 'en-IE', 'en-IN', 'en-NZ', 'en-GB'] as const satisfies readonly CultureCode[];

export function isCultureCode(value: string): value is CultureCode {
  return (CULTURE_CODES as readonly string[]).includes(value);
}
