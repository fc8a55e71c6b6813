/**
 * The editions (cultures) of spec/shell.md section 1: the one list of them, in the order the
 * docs and reports show them. A culture code is the identity used everywhere: route tables,
 * message files, tests. A new edition adds its code here and its culture to a site
 * (sites/*.ts); everything else that enumerates cultures or languages derives from this list.
 */
export const CULTURE_CODES = ['en', 'en-CA', 'en-IE', 'en-IN', 'en-NZ', 'fr-CA', 'de-DE', 'en-GB', 'da', 'sv', 'es', 'pt-BR', 'nb-NO', 'fi'] as const;

export type CultureCode = (typeof CULTURE_CODES)[number];

/** The default locale of the product (spec/shell.md section 1): missing strings fall back to it. */
export const DEFAULT_MESSAGES_LOCALE = 'en-GB' satisfies CultureCode;

/** "en variants" in the route table: every English edition. */
export const ENGLISH_CULTURES = ['en', 'en-CA', 'en-IE', 'en-IN', 'en-NZ', 'en-GB'] as const satisfies readonly CultureCode[];

/** A culture's language: the code's language subtag (`fr-CA` → `fr`), which its site config states as `lang`. */
export type LangOf<C extends string> = C extends `${infer L}-${string}` ? L : C;
export type Lang = LangOf<CultureCode>;

export function langOfCode<C extends CultureCode>(code: C): LangOf<C> {
  return code.split('-')[0] as LangOf<C>;
}

/**
 * The languages the cultures are written in, each once, in culture order: what per-language
 * copy (seed texts, widget messages, glossaries) is keyed by (`Record<Lang, …>` makes a new
 * language a compile error wherever its copy is still missing).
 */
export const LANGS: readonly Lang[] = [...new Set(CULTURE_CODES.map(langOfCode))];

export function isCultureCode(value: string): value is CultureCode {
  return (CULTURE_CODES as readonly string[]).includes(value);
}
