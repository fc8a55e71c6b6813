import { langOfCode, type CultureCode, type Lang } from './culture-codes.ts';
import { DA } from './glossary/da.ts';
import { DE } from './glossary/de.ts';
import { EN } from './glossary/en.ts';
import { ES } from './glossary/es.ts';
import { FI } from './glossary/fi.ts';
import { FR } from './glossary/fr.ts';
import { NB } from './glossary/nb.ts';
import { PT } from './glossary/pt.ts';
import { SV } from './glossary/sv.ts';
import { PREFERRED_FORMS, type CheckedConcept } from './glossary/forms.ts';
import type { Banned, LanguageGlossary, Term } from './glossary/types.ts';

export { CORE_CONCEPTS, type CoreConcept, type LanguageGlossary, type Term } from './glossary/types.ts';
export { PREFERRED_FORMS, type CheckedConcept } from './glossary/forms.ts';

/**
 * The terminology glossary per language (docs/glossary.md is written from it by
 * `npm run docs:glossary -w @mc/sites`): for each concept the one term the texts use and the
 * variants they must not. Tests run it over every message file and every seeded text, and the
 * localisation crawl over every rendered page.
 */
export const GLOSSARY = { en: EN, de: DE, da: DA, sv: SV, es: ES, fr: FR, pt: PT, nb: NB, fi: FI } as const satisfies Record<Lang, LanguageGlossary>;
export type GlossaryLanguage = keyof typeof GLOSSARY;

export interface GlossaryViolation {
  concept: string;
  /** The banned variant as the text writes it. */
  found: string;
  preferred: string;
}

/** The glossary a culture's texts follow: its language's (fr-CA is the only French edition). */
export function glossaryOf(culture: CultureCode): LanguageGlossary {
  return GLOSSARY[langOfCode(culture)];
}

/**
 * The banned variants a text uses, each concept and spelling once, in the order they appear.
 * Works on a single message as well as on a whole page's visible text (menus included);
 * proper names the glossary allows (Jackpot King) are left out first.
 */
export function glossaryViolations(culture: CultureCode, text: string): GlossaryViolation[] {
  const glossary = glossaryOf(culture);
  const masked = maskAllowed(text, glossary);
  const hits: (GlossaryViolation & { at: number })[] = [];
  const seen = new Set<string>();
  for (const [concept, term] of Object.entries(glossary.terms) as [string, Term][]) {
    for (const banned of term.banned) {
      for (const match of masked.matchAll(bannedPattern(banned))) {
        const key = `${concept}\u0000${match[0]}`;
        if (seen.has(key)) continue;
        seen.add(key);
        hits.push({ concept, found: match[0], preferred: term.preferred, at: match.index });
      }
    }
  }
  return hits.sort((a, b) => a.at - b.at).map(({ concept, found, preferred }) => ({ concept, found, preferred }));
}

/** The checked concepts a text names with its language's preferred forms (glossary/forms.ts). */
export function conceptsNamed(culture: CultureCode, text: string): CheckedConcept[] {
  const forms = PREFERRED_FORMS[langOfCode(culture)];
  const masked = maskAllowed(text, glossaryOf(culture));
  // Anywhere in a word: a compound names it too (Mindesteinzahlung, vähimmäistalletus).
  return (Object.keys(forms) as CheckedConcept[]).filter((concept) =>
    forms[concept].some((form) => bannedPattern(typeof form === 'string' ? `*${form}` : form).test(masked)),
  );
}

export interface MissingPreferredTerm {
  concept: CheckedConcept;
  preferred: string;
}

/**
 * The concepts a source text (the English, by key) names that its translation does not name
 * with the preferred term: a translation may use no banned variant and still avoid the word
 * the glossary chose ("Indsættes hver mandag" where Danish says "krediteres").
 */
export function missingPreferredTerms(source: { culture: CultureCode; text: string }, culture: CultureCode, translation: string): MissingPreferredTerm[] {
  const named = new Set(conceptsNamed(culture, translation));
  return conceptsNamed(source.culture, source.text)
    .filter((concept) => !named.has(concept))
    .map((concept) => ({ concept, preferred: glossaryOf(culture).terms[concept].preferred }));
}

const cache = new Map<Banned, RegExp>();
const WORD_CHAR = '[\\p{L}\\p{N}]';

/** A banned string as a whole-word, case-insensitive pattern; a pattern as given (global). */
export function bannedPattern(banned: Banned): RegExp {
  let pattern = cache.get(banned);
  if (!pattern) {
    pattern = typeof banned === 'string' ? wordPattern(banned) : new RegExp(banned.pattern.source, unique(`${banned.pattern.flags}gu`));
    cache.set(banned, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

function wordPattern(phrase: string): RegExp {
  const body = phrase
    .trim()
    .split(/(\*|\s+)/u)
    .map((part) => (part === '*' ? '\\p{L}*' : /^\s+$/u.test(part) ? '[\\s\\u00a0\\u202f]+' : escapeRegExp(part)))
    .join('');
  // Word boundaries only where the phrase starts or ends with a letter or digit ("18+" ends with neither).
  const start = /^[\p{L}\p{N}]/u.test(phrase) ? `(?<!${WORD_CHAR})` : '';
  const end = /[\p{L}\p{N}*]$/u.test(phrase.trim()) ? `(?!${WORD_CHAR})` : '';
  return new RegExp(`${start}${body}${end}`, 'giu');
}

/** Allowed names replaced by a mark that is neither a letter nor a space, so boundaries and spacing rules still hold. */
function maskAllowed(text: string, glossary: LanguageGlossary): string {
  let masked = text;
  for (const allowed of glossary.allowed ?? []) {
    const pattern = typeof allowed === 'string' ? new RegExp(escapeRegExp(allowed), 'gu') : bannedPattern(allowed);
    masked = masked.replace(pattern, (name) => '_'.repeat(name.length));
  }
  return masked;
}

/** Escapes what a `u` pattern treats as syntax (and nothing else: `\-` is an error there). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function unique(flags: string): string {
  return [...new Set(flags)].join('');
}
