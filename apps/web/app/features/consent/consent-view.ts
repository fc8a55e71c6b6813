import { createStore } from '../../lib/state/create-store.ts';

/**
 * What the consent UI shows besides the bar: nothing, the settings dialog, or the cookie policy
 * (a view of the same dialog). Plain state: the bar, the hash and the footer link set it, the
 * dialog's React root (loaded the first time it opens) renders it.
 */
export type ConsentView = 'settings' | 'policy' | null;

export const consentViewStore = createStore<{ view: ConsentView }>({ view: null });

/** Addresses that open the dialog: the footer's link and the bar's policy link (pages stay byte-identical). */
export const CONSENT_HASHES = { settings: '#cookie-settings', policy: '#cookie-policy' } as const;

export function viewFromHash(hash: string): ConsentView {
  if (hash === CONSENT_HASHES.settings) return 'settings';
  if (hash === CONSENT_HASHES.policy) return 'policy';
  return null;
}

/**
 * The restrictions under which the visitor sees the blocking view and so no consent bar
 * (spec/catalogue.md section 2), as the visitor engine mirrors them onto `<html data-restriction>`.
 */
const BLOCKING = new Set(['blocked', 'fullyblocked', 'accountblocked', 'blockedwithlogin']);

export function isBlockingRestriction(restriction: string | null): boolean {
  return restriction !== null && BLOCKING.has(restriction);
}

export interface BarInputs {
  /** The visitor has decided (a valid stored value, or a choice in this page). */
  readonly decided: boolean;
  /** `<html data-restriction>`. */
  readonly restriction: string | null;
}

/**
 * The bar shows on a visit with no decision, unless a block takes its place. It stays under an
 * open settings dialog (inert there), so closing the dialog undecided returns focus to it.
 */
export function barVisible({ decided, restriction }: BarInputs): boolean {
  return !decided && !isBlockingRestriction(restriction);
}

/** Where focus goes when what held it (the bar, the dialog's opener) is gone: the page, never <body>. */
export function focusPage(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** The dialog closed: a consent hash leaves the address, so the same link opens it again. */
export function closeConsentView(): void {
  consentViewStore.setState({ view: null });
  if (viewFromHash(window.location.hash)) history.replaceState(history.state, '', window.location.pathname + window.location.search);
  // The dialog hands focus back to its opener, which a choice may have taken away (the bar).
  requestAnimationFrame(() => {
    if (!document.activeElement || document.activeElement === document.body) focusPage();
  });
}
