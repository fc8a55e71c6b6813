/**
 * Concepts every language's glossary names a term for (issue 17, "Localisation at the
 * source"). A language may add its own concepts (a spelling, a compound, a punctuation rule).
 */
export const CORE_CONCEPTS = [
  'deposit',
  'free spins',
  'wagering',
  'leaderboard',
  'cashback',
  'video poker',
  'video bingo',
  'responsible gambling',
  'jackpot',
  'scratch cards',
  'customer service',
  'promotion terms',
  'bonus policy',
  'one account',
  'odds',
  'credited',
  'age statement',
  'live casino',
  'live casino tables',
] as const;
export type CoreConcept = (typeof CORE_CONCEPTS)[number];

/**
 * A variant the texts must not use. A string is a word or phrase matched whole (not inside a
 * longer word), case-insensitively, any run of spaces matching any space (also no-break ones);
 * `*` stands for any letters, so `Bestenliste*` also bans `Bestenlisten`. A pattern is for what
 * a word cannot say (punctuation, a capital); `label` shows it in the docs.
 */
export type Banned = string | { pattern: RegExp; label: string };

export interface Term {
  /** The one term the language's texts use for the concept. */
  preferred: string;
  banned: readonly Banned[];
  /** Why this term, when it is a choice (a source, a market rule, a house decision). */
  note?: string;
}

export interface LanguageGlossary {
  /** Shown in the docs: the language and the cultures it serves. */
  name: string;
  terms: Readonly<Record<CoreConcept, Term> & Record<string, Term>>;
  /**
   * Proper names that contain a banned word and stay as they are (a game or a product line,
   * `Jackpot King`): masked before matching. Strings match exactly, patterns as they are.
   */
  allowed?: readonly (string | { pattern: RegExp; label: string })[];
  /**
   * The self-test's answer scale, from score 0 to score 3 (never … almost always): every
   * language shows the same answers in the same order with the same scores.
   */
  selfTestScale: readonly [string, string, string, string];
}

/** English game names in Title Case that contain "Jackpot" ("Golden Fortune Jackpot", "Jackpot King"). */
export const TITLE_CASE_JACKPOT_NAMES = {
  pattern: /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}'’]*[ \u00a0]+)+Jackpot(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])Jackpot(?:[ \u00a0]+\p{Lu}[\p{L}'’]*)+/gu,
  label: 'English game and product names in Title Case containing "Jackpot" (Jackpot King, Golden Fortune Jackpot)',
} as const;
