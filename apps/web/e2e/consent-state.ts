import type { BrowserContext } from '@playwright/test';

/** The consent key and its four characters (apps/web/app/lib/consent, docs/consent.md). */
export const CONSENT_STORAGE_KEY = 'mc-consent';

/**
 * Stores a consent choice before any page of the context loads, so a test that is not about
 * consent never meets the bar: "1000" (only necessary) unless it says otherwise.
 */
export async function storeConsent(context: BrowserContext, value = '1000'): Promise<void> {
  await context.addInitScript(
    ([key, stored]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, stored);
      } catch {
        // a page whose storage is refused shows the bar; nothing to do here
      }
    },
    [CONSENT_STORAGE_KEY, value] as const,
  );
}

/** The visitor has chosen "Only necessary" on an earlier visit. */
export const acceptNecessaryConsent = (context: BrowserContext) => storeConsent(context, '1000');
