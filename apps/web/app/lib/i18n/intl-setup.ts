import type { IntlError } from 'use-intl/core';

/** A culture as use-intl sees it: its language tag and its time zone. */
export interface IntlCulture {
  hreflang: string;
  timeZone: string;
}

/**
 * The one use-intl configuration (messages aside), for the server's translators and
 * formatters and for the document's and the islands' providers: the same locale tag and time
 * zone everywhere, so the browser formats exactly as the server did and hydration matches.
 */
export function intlSetup(culture: IntlCulture) {
  return { locale: culture.hreflang, timeZone: culture.timeZone, onError: reportIntlError, getMessageFallback: emptyFallback };
}

function reportIntlError(error: IntlError): void {
  console.error(`[i18n] ${error.message}`);
}

/** A missing message renders as nothing rather than leaking its key onto the page. */
function emptyFallback(): string {
  return '';
}
