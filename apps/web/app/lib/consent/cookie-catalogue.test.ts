// @vitest-environment happy-dom
import { TAG_NAMES } from '@mc/sites/tag-sources';
import { afterEach, describe, expect, it } from 'vitest';
import { keyPaths, SHIPPED_LOCALES } from '../i18n/locale-coverage.ts';
import { loadMessages } from '../i18n/load-messages.server.ts';
import { memoryStorage } from '../storage/memory-storage.ts';
import { createSafeStorage } from '../storage/safe-storage.ts';
import { setStorageConsent } from '../storage/storage-consent.ts';
import { COOKIE_SLOTS, STORAGE_SLOTS, storageKey, type StorageCategory } from '../storage/storage-keys.ts';
import { CONSENT_CATEGORIES, consentChoice, consentStore } from './consent.ts';
import { chooseConsent, startConsent } from './consent-runtime.ts';
import { catalogueEntry, COOKIE_CATALOGUE, tagCategory } from './cookie-catalogue.ts';

let stop = () => {};
afterEach(() => {
  stop();
  consentStore.setState({ choice: null });
  setStorageConsent(() => false);
  delete window.dataLayer;
});

describe('the cookie catalogue', () => {
  it('lists every storage slot, with the slot’s own category and area', () => {
    for (const slot of Object.values(STORAGE_SLOTS)) {
      expect(catalogueEntry(slot.name), slot.name).toMatchObject({ name: slot.name, kind: slot.area, category: slot.category });
    }
  });

  it('lists every cookie slot, with its category and lifetime', () => {
    for (const slot of Object.values(COOKIE_SLOTS)) {
      expect(catalogueEntry(slot.name), slot.name).toMatchObject({
        kind: 'cookie',
        category: slot.category,
        lifetime: { unit: 'days', count: slot.maxAgeSeconds / 86_400 },
      });
    }
  });

  it('lists what the site and its partners set: the spec’s keys, the affiliate cookies and each tag’s cookies', () => {
    for (const name of ['xtpl', 'xtps', 'xsab', 'xsablt', 'xbt', 'xtvs', 'mc-install-dismissed', 'mc-consent', '_ga', '_ga_ABC123', '_fbp']) {
      expect(catalogueEntry(name), name).toBeDefined();
    }
    for (const name of ['Aname', 'Dyn_id', 'Zone_id']) expect(catalogueEntry(name)).toMatchObject({ kind: 'cookie', lifetime: { unit: 'days', count: 30 } });
    expect(catalogueEntry('_ga')?.lifetime).toEqual({ unit: 'years', count: 2 });
    expect(catalogueEntry('_fbp')?.lifetime).toEqual({ unit: 'days', count: 90 });
    for (const tag of TAG_NAMES)
      expect(
        COOKIE_CATALOGUE.some((entry) => entry.provider === tag),
        tag,
      ).toBe(true);
  });

  it('names each entry once and files it under a consent category', () => {
    expect(new Set(COOKIE_CATALOGUE.map((entry) => entry.name)).size).toBe(COOKIE_CATALOGUE.length);
    expect(new Set(COOKIE_CATALOGUE.map((entry) => entry.id)).size).toBe(COOKIE_CATALOGUE.length);
    for (const entry of COOKIE_CATALOGUE) expect(CONSENT_CATEGORIES).toContain(entry.category);
    // Cookies set by a third party are never necessary: they wait for consent.
    for (const entry of COOKIE_CATALOGUE.filter((item) => item.provider !== 'site')) expect(entry.category, entry.name).not.toBe('necessary');
  });

  it('gives tags the category of their cookies', () => {
    expect(tagCategory('analytics')).toBe('tracking');
    expect(tagCategory('socialPixel')).toBe('targeting');
    expect(tagCategory('sessionRecording')).toBe('tracking');
  });

  it('has a purpose and a provider name in every shipped locale', () => {
    for (const locale of SHIPPED_LOCALES) {
      const keys = new Set(keyPaths(loadMessages(locale, ['cookieConsent']) as unknown as Record<string, unknown>));
      for (const entry of COOKIE_CATALOGUE) {
        expect(keys.has(`cookieConsent.policyView.purposes.${entry.id}`), `${locale} ${entry.id}`).toBe(true);
        expect(keys.has(`cookieConsent.policyView.providers.${entry.provider}`), `${locale} ${entry.provider}`).toBe(true);
      }
    }
  });
});

describe('storage outside “necessary”', () => {
  const optional = (['functionality', 'tracking', 'targeting'] as const).map((category) => ({
    category,
    key: storageKey({ name: `test-${category}`, area: 'local', category }, (value) => (value === 1 ? 1 : null)),
  }));

  it('is written only once its category is granted, and removed when it is withdrawn', () => {
    const local = memoryStorage();
    const storage = createSafeStorage({ local });
    stop = startConsent(storage);
    const writeAll = () => optional.map(({ key }) => storage.write(key, 1));
    expect(writeAll()).toEqual([false, false, false]);
    expect([...local.data.keys()]).toEqual([]);
    chooseConsent(consentChoice({ tracking: true }), storage);
    expect(writeAll()).toEqual([false, true, false]);
    expect(local.data.has('test-tracking')).toBe(true);
    chooseConsent(consentChoice({}), storage);
    expect(writeAll()).toEqual([false, false, false]);
    expect([...local.data.keys()]).toEqual(['mc-consent']);
  });

  it('holds for every slot the catalogue files under an optional category', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const storage = createSafeStorage({ local, session });
    stop = startConsent(storage);
    for (const slot of Object.values(STORAGE_SLOTS)) {
      const key = storageKey(slot, (value) => value);
      const category: StorageCategory = slot.category;
      expect(storage.write(key, 1), slot.name).toBe(category === 'necessary');
    }
    chooseConsent(consentChoice({ functionality: true, tracking: true, targeting: true }), storage);
    for (const slot of Object.values(STORAGE_SLOTS))
      expect(
        storage.write(
          storageKey(slot, (value) => value),
          1,
        ),
        slot.name,
      ).toBe(true);
  });
});
