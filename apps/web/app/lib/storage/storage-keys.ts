/**
 * Why a value may be kept in the visitor's browser, as a consent banner classifies it:
 * `necessary` values are stored without asking (the site cannot work as asked without
 * them); the others only with the visitor's consent (storage-consent.ts).
 */
export type StorageCategory = 'necessary' | 'functionality' | 'tracking' | 'targeting';

/** `local` outlives the visit; `session` ends with the tab. */
export type StorageArea = 'local' | 'session';

export interface StorageSlot {
  /** The key in the browser's storage: never rename one without reading the old name once. */
  readonly name: string;
  readonly area: StorageArea;
  readonly category: StorageCategory;
}

/**
 * Every value the site keeps in the browser, in one place: the consent classification reads
 * it from here, and no two features can take the same name.
 */
export const STORAGE_SLOTS = {
  /**
   * The player, long-lived (spec/shell.md section 9): the affiliate that brought the visitor, the
   * segment, username and login name (to prefill login), external id, language, the Ontario flag,
   * promotions seen, browser culture. Public facts only: never a password or a session token.
   */
  playerLong: { name: 'xtpl', area: 'local', category: 'necessary' },
  /**
   * The player, for this visit (spec/shell.md section 9): where the visitor wants to go on the play
   * platform (deeplink and promotion id), the account mode, a new registration, tracking ids.
   */
  playerSession: { name: 'xtps', area: 'session', category: 'necessary' },
  /** The banner-tracking code of the visitor's campaign (the spec does not name it). */
  bannerTracking: { name: 'xbt', area: 'session', category: 'necessary' },
  /** How far the visitor has grown "show more" lists in this visit. */
  viewSizes: { name: 'xtvs', area: 'session', category: 'necessary' },
  /** The visitor closed the install bar in this visit. */
  installDismissed: { name: 'mc-install-dismissed', area: 'session', category: 'necessary' },
  /**
   * The visitor's cookie consent, four characters of 0/1 (spec/shell.md section 3): stored as is,
   * not as JSON, because tag managers and the spec read it in that form. Necessary: without it the
   * site would ask again on every page.
   */
  consent: { name: 'mc-consent', area: 'local', category: 'necessary' },
  /**
   * The visitor's A/B variants, long-lived (spec/shell.md section 9), so a returning visitor stays
   * in the same variant. Tracking: a variant exists only to be measured (abpoint events), so it is
   * kept only with tracking consent; without it each page uses the first variant, which is all the
   * visitor would ever see (features/experiments).
   */
  experimentsLong: { name: 'xsablt', area: 'local', category: 'tracking' },
  /** The experiment flags and QA overrides of this visit (`?qaMode=1&preReg=a`); tracking, as above. */
  experimentsSession: { name: 'xsab', area: 'session', category: 'tracking' },
} as const satisfies Record<string, StorageSlot>;

/** A cookie the browser writes (lib/storage/cookies.ts): pages are cookie-free responses, so no server sets these. */
export interface CookieSlot {
  readonly name: string;
  readonly category: StorageCategory;
  readonly maxAgeSeconds: number;
}

/** The spec's affiliate cookie lifetime (spec/catalogue.md section 9): 2592000 s, 30 days. */
const AFFILIATE_COOKIE_SECONDS = 30 * 24 * 3600;

/**
 * Every cookie the site's own code writes (vendors' tags write theirs: docs/tags-and-attribution.md).
 * The affiliate cookies (spec/catalogue.md section 9) attribute the visit to the affiliate that sent
 * it, for the affiliate network to read: targeting, so only with that consent.
 */
export const COOKIE_SLOTS = {
  affiliateName: { name: 'Aname', category: 'targeting', maxAgeSeconds: AFFILIATE_COOKIE_SECONDS },
  affiliateDynamicId: { name: 'Dyn_id', category: 'targeting', maxAgeSeconds: AFFILIATE_COOKIE_SECONDS },
  affiliateZone: { name: 'Zone_id', category: 'targeting', maxAgeSeconds: AFFILIATE_COOKIE_SECONDS },
} as const satisfies Record<string, CookieSlot>;

/**
 * A slot with the type of its value: stored as JSON, read back through `parse`; or, when it has
 * `encode`, stored as the text `encode` makes and `parse` gets that text as it is.
 */
export interface StorageKey<T> extends StorageSlot {
  /** The value, or null when the stored value is not a valid T (it is then removed). */
  readonly parse: (value: unknown) => T | null;
  /** Present on a raw-text key: the stored text of a value (a method, so any key is a StorageKey<unknown>). */
  encode?(value: T): string;
}

export function storageKey<T>(slot: StorageSlot, parse: (value: unknown) => T | null): StorageKey<T> {
  return { ...slot, parse };
}

/**
 * A key whose value is stored as plain text, not JSON: for a format others read too (the consent
 * string). `parse` gets the stored string.
 */
export function rawStorageKey<T>(slot: StorageSlot, parse: (raw: string) => T | null, encode: (value: T) => string): StorageKey<T> {
  return { ...slot, parse: (value) => (typeof value === 'string' ? parse(value) : null), encode };
}

/** A plain JSON object (not null, not an array): what most stored values are. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
