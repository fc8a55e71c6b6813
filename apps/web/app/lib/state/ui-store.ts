import { createStore, type Store } from './create-store.ts';

/** UI state of spec/shell.md section 3. */
export interface UiState {
  menuIsOpen: boolean;
  isXmas: boolean;
  /** The time the page behaves as if it were (now, or emulated with `dem`). */
  contextTime: number;
  showAccountPopup: boolean;
  /** Persisted view sizes of "show more" lists, by component key. */
  componentsPersistedViewSize: Readonly<Record<string, number>>;
}

/** Christmas flag: context time from 1 to 26 December (spec/shell.md section 4). */
export function isChristmas(time: number): boolean {
  const date = new Date(time);
  return date.getUTCMonth() === 11 && date.getUTCDate() >= 1 && date.getUTCDate() <= 26;
}

/** Session storage key of the persisted view sizes: the visit spans documents. */
export const VIEW_SIZES_KEY = 'xtvs';
const MAX_VIEW_SIZE = 10_000;

type ViewSizeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored view sizes; anything malformed, negative or absurd is left out. */
export function readViewSizes(storage: ViewSizeStorage | null): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(VIEW_SIZES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0 && entry[1] <= MAX_VIEW_SIZE && entry[0].length <= 100),
    );
  } catch {
    return {};
  }
}

/**
 * One store per document, starting as the server rendered it. `storage` (the browser's
 * session storage) keeps the grown view sizes for the visit: `restoreViewSizes` brings them
 * back once the page's islands have hydrated.
 */
export function createUiStore(now: number, storage: ViewSizeStorage | null = null): Store<UiState> & UiActions {
  const store = createStore<UiState>({
    menuIsOpen: false,
    isXmas: isChristmas(now),
    contextTime: now,
    showAccountPopup: false,
    componentsPersistedViewSize: {},
  });
  const persist = () => {
    try {
      storage?.setItem(VIEW_SIZES_KEY, JSON.stringify(store.getState().componentsPersistedViewSize));
    } catch {
      // storage full or refused: the sizes last for this page only
    }
  };
  return {
    ...store,
    toggleMenu: () => store.setState((s) => ({ menuIsOpen: !s.menuIsOpen })),
    closeMenu: () => store.setState({ menuIsOpen: false }),
    setContextTime: (time) => store.setState({ contextTime: time, isXmas: isChristmas(time) }),
    // Opening the account closes the menu (spec/shell.md section 4, Menu).
    setAccountPopup: (open) => store.setState(open ? { showAccountPopup: true, menuIsOpen: false } : { showAccountPopup: false }),
    restoreViewSizes: () => store.setState((s) => ({ componentsPersistedViewSize: { ...readViewSizes(storage), ...s.componentsPersistedViewSize } })),
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
  /** The view sizes grown earlier in the visit. */
  restoreViewSizes(): void;
  /** Component view sizes grow by an increment step (spec/shell.md section 9). */
  growViewSize(key: string, step: number): void;
}

export type UiStore = ReturnType<typeof createUiStore>;
