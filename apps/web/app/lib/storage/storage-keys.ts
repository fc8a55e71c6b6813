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
} as const satisfies Record<string, StorageSlot>;

/** A slot with the type of its value: stored as JSON, read back through `parse`. */
export interface StorageKey<T> extends StorageSlot {
  /** The value, or null when the stored JSON is not a valid T (it is then removed). */
  readonly parse: (value: unknown) => T | null;
}

export function storageKey<T>(slot: StorageSlot, parse: (value: unknown) => T | null): StorageKey<T> {
  return { ...slot, parse };
}

/** A plain JSON object (not null, not an array): what most stored values are. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
