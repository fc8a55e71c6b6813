// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, THROWING_STORAGE } from './memory-storage.ts';
import { browserStorage, createSafeStorage } from './safe-storage.ts';
import { setStorageConsent } from './storage-consent.ts';
import { isJsonObject, rawStorageKey, STORAGE_SLOTS, storageKey, type StorageSlot } from './storage-keys.ts';

const COUNT = storageKey({ name: 'count', area: 'session', category: 'necessary' }, (value) => (typeof value === 'number' ? value : null));
const PREFERENCE = storageKey({ name: 'pref', area: 'local', category: 'functionality' }, (value) =>
  isJsonObject(value) && typeof value.theme === 'string' ? { theme: value.theme } : null,
);

afterEach(() => {
  setStorageConsent(() => false);
  localStorage.clear();
  sessionStorage.clear();
});

describe('safe storage', () => {
  it('round-trips a value as JSON in its key’s area', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    const storage = createSafeStorage({ local, session });
    expect(storage.write(COUNT, 3)).toBe(true);
    expect(session.data.get('count')).toBe('3');
    expect(local.data.size).toBe(0);
    expect(storage.read(COUNT)).toBe(3);
    storage.remove(COUNT);
    expect(storage.read(COUNT)).toBeNull();
  });

  it('reads corrupt JSON and values its parser refuses as absent, and removes them', () => {
    for (const raw of ['{', 'undefined', '"3"', 'null', '[]']) {
      const session = memoryStorage({ count: raw });
      expect(createSafeStorage({ session }).read(COUNT)).toBeNull();
      expect(session.data.has('count')).toBe(false);
    }
  });

  it('never throws: refused or missing storage reads as absent and writes report failure', () => {
    const refused = createSafeStorage({ local: THROWING_STORAGE, session: THROWING_STORAGE });
    expect(refused.read(COUNT)).toBeNull();
    expect(refused.write(COUNT, 1)).toBe(false);
    expect(() => refused.remove(COUNT)).not.toThrow();
    const none = createSafeStorage({});
    expect(none.read(COUNT)).toBeNull();
    expect(none.write(COUNT, 1)).toBe(false);
  });

  it('stores an optional category only with consent, and drops its value when consent is gone', () => {
    const local = memoryStorage();
    const storage = createSafeStorage({ local });
    expect(storage.write(PREFERENCE, { theme: 'dark' })).toBe(false);
    expect(local.data.size).toBe(0);
    const check = vi.fn((category: string) => category === 'functionality');
    setStorageConsent(check);
    expect(storage.write(PREFERENCE, { theme: 'dark' })).toBe(true);
    expect(check).toHaveBeenCalledWith('functionality');
    expect(storage.read(PREFERENCE)).toEqual({ theme: 'dark' });
    setStorageConsent(() => false);
    expect(storage.write(PREFERENCE, { theme: 'light' })).toBe(false);
    expect(local.data.has('pref')).toBe(false);
    // Necessary values never wait for consent.
    expect(createSafeStorage({ session: memoryStorage() }).write(COUNT, 1)).toBe(true);
  });

  it('stores a raw key’s text as it is, and reads back only what its parser accepts', () => {
    const FLAGS = rawStorageKey(
      { name: 'flags', area: 'local', category: 'necessary' },
      (raw) => (/^[01]{2}$/.test(raw) ? raw : null),
      (value: string) => value,
    );
    const local = memoryStorage();
    const storage = createSafeStorage({ local });
    expect(storage.write(FLAGS, '10')).toBe(true);
    expect(local.data.get('flags')).toBe('10');
    expect(storage.read(FLAGS)).toBe('10');
    for (const raw of ['"10"', '1', '{', '']) {
      local.data.set('flags', raw);
      expect(storage.read(FLAGS)).toBeNull();
      expect(local.data.has('flags')).toBe(false);
    }
  });

  it('uses the browser’s own areas', () => {
    const storage = browserStorage();
    storage.write(COUNT, 7);
    expect(sessionStorage.getItem('count')).toBe('7');
    localStorage.setItem('pref', '{"theme":1}');
    expect(storage.read(PREFERENCE)).toBeNull();
    expect(localStorage.getItem('pref')).toBeNull();
  });
});

describe('storage slots', () => {
  it('give every key a distinct name and say where and why it is kept', () => {
    const slots: StorageSlot[] = Object.values(STORAGE_SLOTS);
    expect(new Set(slots.map((slot) => slot.name)).size).toBe(slots.length);
    for (const slot of slots) {
      expect(['local', 'session']).toContain(slot.area);
      expect(['necessary', 'functionality', 'tracking', 'targeting']).toContain(slot.category);
    }
  });
});
