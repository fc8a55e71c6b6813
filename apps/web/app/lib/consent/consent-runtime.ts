import { APP_EVENTS, emitAppEvent } from '../app-events.ts';
import { browserStorage, type SafeStorage } from '../storage/safe-storage.ts';
import { setStorageConsent } from '../storage/storage-consent.ts';
import { rawStorageKey, STORAGE_SLOTS, storageKey } from '../storage/storage-keys.ts';
import { CONSENT_SET_EVENT, consentStore, isGranted, parseConsent, serializeConsent, type ConsentChoice } from './consent.ts';
import { pushConsentDefault, pushConsentUpdate } from './data-layer.ts';

/** The stored consent: the four characters as they are, which tag managers read too. */
export const CONSENT_KEY = rawStorageKey(STORAGE_SLOTS.consent, parseConsent, serializeConsent);

/**
 * Makes a choice the page's consent: the store (and so `mayStore`, `isGranted`, `whenGranted`),
 * the tags' Consent Mode, and an app event for whoever logs it.
 */
export function announceConsent(choice: ConsentChoice): void {
  // The data layer first: a tag the store's subscribers start must find the update ahead of it.
  pushConsentUpdate(choice);
  consentStore.setState({ choice });
  emitAppEvent(APP_EVENTS.consent, choice);
}

/**
 * Stores the visitor's choice and announces it. What a withdrawn category had stored goes:
 * consent is not only for new writes.
 */
export function chooseConsent(choice: ConsentChoice, storage: SafeStorage = browserStorage()): void {
  storage.write(CONSENT_KEY, choice);
  for (const slot of Object.values(STORAGE_SLOTS)) {
    if (slot.category !== 'necessary' && !choice[slot.category]) storage.remove(storageKey(slot, () => null));
  }
  announceConsent(choice);
}

/**
 * Starts consent for the page, before any tag: the Consent Mode defaults first, storage gated by
 * the store, then the stored value announced when it is exactly four characters of 0/1 (anything
 * else reads as no consent and is removed). The consent-set event rewrites and announces.
 */
export function startConsent(storage: SafeStorage = browserStorage()): () => void {
  pushConsentDefault();
  setStorageConsent(isGranted);
  const stored = storage.read(CONSENT_KEY);
  if (stored) announceConsent(stored);
  const onSet = (event: Event) => {
    const choice = parseConsent((event as CustomEvent<unknown>).detail);
    if (choice) chooseConsent(choice, storage);
  };
  window.addEventListener(CONSENT_SET_EVENT, onSet);
  return () => window.removeEventListener(CONSENT_SET_EVENT, onSet);
}
