import { mayStore } from './storage-consent.ts';
import type { StorageArea, StorageKey } from './storage-keys.ts';

/** What the helper needs of a Web Storage area (a test passes a Map-backed one). */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The areas to use; a missing or null one is storage the browser refuses. */
export type StorageAreas = { readonly [area in StorageArea]?: StorageBackend | null };

export interface SafeStorage {
  /**
   * The stored value, or null: when absent, when storage is unavailable or throws (private
   * modes, disabled cookies), and when the stored text is not JSON or not a valid value for
   * its key (a corrupt or tampered entry, which is then removed).
   */
  read<T>(key: StorageKey<T>): T | null;
  /**
   * Stores the value as JSON (or a raw key's text), unless its category lacks consent (an earlier value is then
   * removed too). False when it was not stored: refused, full or unavailable storage; the
   * caller's value still holds for this page.
   */
  write<T>(key: StorageKey<T>, value: T): boolean;
  remove(key: StorageKey<unknown>): void;
}

/** The one way the app touches Web Storage: typed keys, never an exception, consent first. */
export function createSafeStorage(areas: StorageAreas): SafeStorage {
  const remove = (key: StorageKey<unknown>) => {
    try {
      areas[key.area]?.removeItem(key.name);
    } catch {
      // unavailable storage holds nothing to remove
    }
  };
  return {
    read(key) {
      let raw: string | null;
      try {
        raw = areas[key.area]?.getItem(key.name) ?? null;
      } catch {
        return null;
      }
      if (raw === null) return null;
      let value: ReturnType<typeof key.parse> = null;
      try {
        value = key.parse(key.encode ? raw : JSON.parse(raw));
      } catch {
        // not JSON: removed below
      }
      if (value === null) remove(key);
      return value;
    },
    write(key, value) {
      if (!mayStore(key.category)) {
        remove(key);
        return false;
      }
      try {
        const area = areas[key.area];
        area?.setItem(key.name, key.encode ? key.encode(value) : JSON.stringify(value));
        return !!area;
      } catch {
        return false;
      }
    },
    remove,
  };
}

/** Reading `window.localStorage` itself throws where the browser refuses storage. */
function windowArea(name: 'localStorage' | 'sessionStorage'): StorageBackend | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

let browser: SafeStorage | null = null;

/** The browser's storage (nothing on the server). */
export function browserStorage(): SafeStorage {
  browser ??= createSafeStorage({
    get local() {
      return windowArea('localStorage');
    },
    get session() {
      return windowArea('sessionStorage');
    },
  });
  return browser;
}
