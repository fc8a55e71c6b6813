/**
 * Messages are compiled ahead of time (icu-minify, see compile-messages.ts), so the browser
 * needs only use-intl's small formatter, not the ICU parser (about 10 KB gzip less on every
 * page). use-intl imports its formatter by this bare name for exactly this swap; every build
 * (client, server, unit tests) must take it, since compiled messages need that formatter.
 */
export const USE_INTL_FORMAT_ONLY = { find: /^use-intl\/format-message$/, replacement: 'use-intl/format-message/format-only' };
