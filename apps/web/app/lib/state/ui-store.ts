import type { SafeStorage } from '../storage/safe-storage.ts';
import { isJsonObject, STORAGE_SLOTS, storageKey } from '../storage/storage-keys.ts';
import { createStore, type Store } from './create-store.ts';

/** UI state of spec/shell.md section 3. */
export interface UiState {
  menuIsOpen: boolean;
  isXmas: boolean;
  /** The time the page behaves as if it were (now, or emulated with `dem`). */
  contextTime: number;
  showAccountPopup: boolean;
  /**
   * The account widget is on screen (its `shown` report until `closed`): the blocking view
   * gives way while it is, so a blockedwithlogin visitor can log in.
   */
  accountWidgetOpen: boolean;
  /** Persisted view sizes of "show more" lists, by component key. */
  componentsPersistedViewSize: Readonly<Record<string, number>>;
}

/** Christmas flag: context time from 1 to 26 December (spec/shell.md section 4). */
export function isChristmas(time: number): boolean {
  const date = new Date(time);
  return date.getUTCMonth() === 11 && date.getUTCDate() >= 1 && date.getUTCDate() <= 26;
}

const MAX_VIEW_SIZE = 10_000;

/** Stored view sizes: malformed, negative or absurd entries are left out. */
function storedViewSizes(value: unknown): Record<string, number> | null {
  if (!isJsonObject(value)) return null;
  const valid = (entry: [string, unknown]): entry is [string, number] => {
    const [key, size] = entry;
    return typeof size === 'number' && Number.isInteger(size) && size > 0 && size <= MAX_VIEW_SIZE && key.length <= 100;
  };
  return Object.fromEntries(Object.entries(value).filter(valid));
}

/** The grown view sizes, kept for the visit: it spans documents. */
export const VIEW_SIZES_KEY = storageKey(STORAGE_SLOTS.viewSizes, storedViewSizes);

/**
 * One store per document, starting as the server rendered it. `storage` (the browser's)
 * keeps the grown view sizes for the visit: `restoreViewSizes` brings them back once the
 * page's islands have hydrated.
 */
export function createUiStore(now: number, storage: SafeStorage | null = null): Store<UiState> & UiActions {
  const store = createStore<UiState>({
    menuIsOpen: false,
    isXmas: isChristmas(now),
    contextTime: now,
    showAccountPopup: false,
    accountWidgetOpen: false,
    componentsPersistedViewSize: {},
  });
  // Storage full or refused: the sizes last for this page only.
  const persist = () => storage?.write(VIEW_SIZES_KEY, store.getState().componentsPersistedViewSize);
  return {
    ...store,
    toggleMenu: () => store.setState((s) => ({ menuIsOpen: !s.menuIsOpen })),
    closeMenu: () => store.setState({ menuIsOpen: false }),
    setContextTime: (time) => store.setState({ contextTime: time, isXmas: isChristmas(time) }),
    // Opening the account closes the menu (spec/shell.md section 4, Menu).
    setAccountPopup: (open) => store.setState(open ? { showAccountPopup: true, menuIsOpen: false } : { showAccountPopup: false }),
    setAccountWidgetOpen: (open) => store.setState({ accountWidgetOpen: open }),
    restoreViewSizes: () => store.setState((s) => ({ componentsPersistedViewSize: { ...storage?.read(VIEW_SIZES_KEY), ...s.componentsPersistedViewSize } })),
    growViewSize: (key, step) => {
      store.setState((s) => ({
        componentsPersistedViewSize: { ...s.componentsPersistedViewSize, [key]: Math.min((s.componentsPersistedViewSize[key] ?? 0) + step, MAX_VIEW_SIZE) },
      }));
      persist();
    },
  };
}

export interface UiActions {
  toggleMenu(): void;
  closeMenu(): void;
  setContextTime(time: number): void;
  setAccountPopup(open: boolean): void;
  setAccountWidgetOpen(open: boolean): void;
  /** The view sizes grown earlier in the visit. */
  restoreViewSizes(): void;
  /** Component view sizes grow by an increment step (spec/shell.md section 9). */
  growViewSize(key: string, step: number): void;
}

export type UiStore = ReturnType<typeof createUiStore>;
