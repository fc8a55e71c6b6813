import type { ConsentChoice } from './consent.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type ConsentState = 'granted' | 'denied';

/** Google Consent Mode v2 signals the site sets. */
export interface ConsentModeSignals {
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  analytics_storage: ConsentState;
}

/**
 * The defaults pushed before any tag (spec/shell.md section 9): everything that identifies or
 * follows the visitor denied, what the site itself needs granted; tags wait up to 500 ms for the
 * visitor's stored choice before they first send.
 */
export const CONSENT_MODE_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  personalization_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
} as const;

/**
 * Google's own snippet: gtag.js only acts on `arguments` objects in the data layer (an array
 * pushed instead is read as a plain message), so the rest parameter is not used.
 */
export function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays
  window.dataLayer.push(arguments);
}

/** Tracking grants analytics; targeting grants the three ad signals (spec/shell.md section 3). */
export function consentModeUpdate(choice: ConsentChoice): ConsentModeSignals {
  const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');
  return {
    ad_storage: state(choice.targeting),
    ad_user_data: state(choice.targeting),
    ad_personalization: state(choice.targeting),
    analytics_storage: state(choice.tracking),
  };
}

function isConsentDefault(entry: unknown): boolean {
  const args = entry as ArrayLike<unknown> | null;
  return typeof args === 'object' && args !== null && args[0] === 'consent' && args[1] === 'default';
}

/**
 * Pushes the Consent Mode defaults, once: they must be the data layer's first consent command,
 * before any tag loads. A second call (another module, a test) changes nothing.
 */
export function pushConsentDefault(): void {
  if (window.dataLayer?.some(isConsentDefault)) return;
  gtag('consent', 'default', { ...CONSENT_MODE_DEFAULTS });
}

/** Tells the tags the visitor's choice: every signal, so a withdrawn grant is denied again. */
export function pushConsentUpdate(choice: ConsentChoice): void {
  pushConsentDefault();
  gtag('consent', 'update', consentModeUpdate(choice));
}
