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

export function createUiStore(now: number): Store<UiState> & UiActions {
  const store = createStore<UiState>({
    menuIsOpen: false,
    isXmas: isChristmas(now),
    contextTime: now,
    showAccountPopup: false,
    componentsPersistedViewSize: {},
  });
  return {
    ...store,
    toggleMenu: () => store.setState((s) => ({ menuIsOpen: !s.menuIsOpen })),
    closeMenu: () => store.setState({ menuIsOpen: false }),
    setContextTime: (time) => store.setState({ contextTime: time, isXmas: isChristmas(time) }),
    // Opening the account closes the menu (spec/shell.md section 4, Menu).
    setAccountPopup: (open) => store.setState(open ? { showAccountPopup: true, menuIsOpen: false } : { showAccountPopup: false }),
    growViewSize: (key, step) =>
      store.setState((s) => ({
        componentsPersistedViewSize: { ...s.componentsPersistedViewSize, [key]: (s.componentsPersistedViewSize[key] ?? 0) + step },
      })),
  };
}

export interface UiActions {
  toggleMenu(): void;
  closeMenu(): void;
  setContextTime(time: number): void;
  setAccountPopup(open: boolean): void;
  /** Component view sizes grow by an increment step (spec/shell.md section 9). */
  growViewSize(key: string, step: number): void;
}

export type UiStore = ReturnType<typeof createUiStore>;
