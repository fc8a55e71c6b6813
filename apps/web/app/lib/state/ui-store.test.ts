import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, THROWING_STORAGE } from '../storage/memory-storage.ts';
import { createSafeStorage } from '../storage/safe-storage.ts';
import { createUiStore, isChristmas, VIEW_SIZES_KEY } from './ui-store.ts';

describe('ui store', () => {
  it('toggles and closes the menu, notifying only on change', () => {
    const store = createUiStore(Date.UTC(2026, 5, 1));
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggleMenu();
    expect(store.getState().menuIsOpen).toBe(true);
    store.toggleMenu();
    expect(store.getState().menuIsOpen).toBe(false);
    store.closeMenu();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('closes the menu when the account opens', () => {
    const store = createUiStore(0);
    store.toggleMenu();
    store.setAccountPopup(true);
    expect(store.getState()).toMatchObject({ menuIsOpen: false, showAccountPopup: true });
  });

  it('derives the Christmas flag from the context time', () => {
    const store = createUiStore(Date.UTC(2026, 10, 30, 23));
    expect(store.getState().isXmas).toBe(false);
    store.setContextTime(Date.UTC(2026, 11, 24));
    expect(store.getState().isXmas).toBe(true);
  });

  it('is Christmas exactly from 1 to 26 December', () => {
    expect(isChristmas(Date.UTC(2026, 11, 1, 0, 0))).toBe(true);
    expect(isChristmas(Date.UTC(2026, 11, 26, 23, 59))).toBe(true);
    expect(isChristmas(Date.UTC(2026, 11, 27))).toBe(false);
    expect(isChristmas(Date.UTC(2026, 10, 30, 23, 59))).toBe(false);
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (date) => {
        const expected = date.getUTCMonth() === 11 && date.getUTCDate() <= 26;
        expect(isChristmas(date.getTime())).toBe(expected);
      }),
    );
  });

  it('grows persisted view sizes by a step', () => {
    const store = createUiStore(0);
    store.growViewSize('slots', 14);
    store.growViewSize('slots', 14);
    expect(store.getState().componentsPersistedViewSize).toEqual({ slots: 28 });
  });

  it('keeps grown view sizes for the visit in session storage, ignoring corrupt values', () => {
    const session = memoryStorage();
    const storage = createSafeStorage({ session });
    createUiStore(0, storage).growViewSize('group:slots', 24);
    const next = createUiStore(0, storage);
    expect(next.getState().componentsPersistedViewSize).toEqual({});
    next.restoreViewSizes();
    expect(next.getState().componentsPersistedViewSize).toEqual({ 'group:slots': 24 });
    for (const corrupt of ['{', '[]', 'null', '"text"']) {
      session.data.set(VIEW_SIZES_KEY.name, corrupt);
      expect(storage.read(VIEW_SIZES_KEY)).toBeNull();
    }
    session.data.set(VIEW_SIZES_KEY.name, '{"a":-1,"b":"x","c":1e9,"d":1.5,"e":3}');
    expect(storage.read(VIEW_SIZES_KEY)).toEqual({ e: 3 });
    const store = createUiStore(0, createSafeStorage({ session: THROWING_STORAGE }));
    store.restoreViewSizes();
    store.growViewSize('group:slots', 24);
    expect(store.getState().componentsPersistedViewSize).toEqual({ 'group:slots': 24 });
  });
});
