import { createStore } from '../state/create-store.ts';

/**
 * The cookie consent categories, in the order of the stored four characters (spec/shell.md
 * section 3): necessary, functionality, tracking, targeting.
 */
export const CONSENT_CATEGORIES = ['necessary', 'functionality', 'tracking', 'targeting'] as const;

export type ConsentCategoryName = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor may refuse: necessary storage is what the site needs to work as asked. */
export type OptionalCategory = Exclude<ConsentCategoryName, 'necessary'>;
/** The visitor's decision per category; `necessary` is always true. */
export type ConsentChoice = Readonly<Record<ConsentCategoryName, boolean>>;

/** The stored value is exactly this many characters of 0/1 (spec/shell.md section 9). */
export const CONSENT_LENGTH = 4;

/**
 * A browser event on window whose `detail` is the four-character string: it rewrites the stored
 * value and announces it (spec/shell.md section 3), so a tag manager or a test can set consent.
 */
export const CONSENT_SET_EVENT = 'mc:consent-set';

export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['functionality', 'tracking', 'targeting'];

/** A choice from the optional categories' answers: necessary is never a question. */
export function consentChoice(optional: Partial<Record<OptionalCategory, boolean>>): ConsentChoice {
  return {
    necessary: true,
    functionality: optional.functionality === true,
    tracking: optional.tracking === true,
    targeting: optional.targeting === true,
  };
}

export const ACCEPT_ALL: ConsentChoice = consentChoice({ functionality: true, tracking: true, targeting: true });
export const ONLY_NECESSARY: ConsentChoice = consentChoice({});

/** A stored value the page reads as a choice (and the consent bar's first-paint script, consent-bar.tsx). */
export const CONSENT_PATTERN = new RegExp(`^[01]{${CONSENT_LENGTH}}$`);

/**
 * The choice a stored value holds, or null (no consent) for anything but exactly four characters
 * of 0/1: a wrong length, other characters or a non-string are a corrupt value, never a guess.
 * A leading 0 still reads as necessary granted: the site cannot work without it.
 */
export function parseConsent(raw: unknown): ConsentChoice | null {
  if (typeof raw !== 'string' || !CONSENT_PATTERN.test(raw)) return null;
  return consentChoice({ functionality: raw[1] === '1', tracking: raw[2] === '1', targeting: raw[3] === '1' });
}

export function serializeConsent(choice: ConsentChoice): string {
  return CONSENT_CATEGORIES.map((category) => (category === 'necessary' || choice[category] ? '1' : '0')).join('');
}

export function sameChoice(a: ConsentChoice | null, b: ConsentChoice | null): boolean {
  if (a === null || b === null) return a === b;
  return serializeConsent(a) === serializeConsent(b);
}

/** The announced consent of this page; null until the visitor (or a stored value) decides. */
export const consentStore = createStore<{ choice: ConsentChoice | null }>({ choice: null });

export function isGranted(category: OptionalCategory): boolean {
  return consentStore.getState().choice?.[category] === true;
}

/**
 * Runs `run` once: now when the category is granted, else as soon as it is. The returned
 * function cancels a run still waiting (a tag whose page is going away).
 */
export function whenGranted(category: OptionalCategory, run: () => void): () => void {
  if (isGranted(category)) {
    run();
    return () => {};
  }
  const unsubscribe = consentStore.subscribe(() => {
    if (!isGranted(category)) return;
    unsubscribe();
    run();
  });
  return unsubscribe;
}
