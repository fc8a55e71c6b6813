// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_EVENTS, onAppEvent } from '../app-events.ts';
import { memoryStorage } from '../storage/memory-storage.ts';
import { createSafeStorage } from '../storage/safe-storage.ts';
import { mayStore, setStorageConsent } from '../storage/storage-consent.ts';
import { ACCEPT_ALL, CONSENT_SET_EVENT, consentChoice, consentStore, ONLY_NECESSARY, whenGranted } from './consent.ts';
import { chooseConsent, startConsent } from './consent-runtime.ts';

let stop = () => {};
afterEach(() => {
  stop();
  consentStore.setState({ choice: null });
  setStorageConsent(() => false);
  delete window.dataLayer;
});

const commands = () =>
  (window.dataLayer ?? []).map((entry) =>
    Array.from(entry as ArrayLike<unknown>)
      .slice(0, 2)
      .join(' '),
  );

describe('starting consent', () => {
  it('announces a stored four-character value: store, storage gate, data layer, app event', () => {
    const local = memoryStorage({ 'mc-consent': '1010' });
    const announced = vi.fn();
    const off = onAppEvent(APP_EVENTS.consent, announced);
    stop = startConsent(createSafeStorage({ local }));
    off();
    expect(consentStore.getState().choice).toEqual(consentChoice({ tracking: true }));
    expect(mayStore('tracking')).toBe(true);
    expect(mayStore('targeting')).toBe(false);
    expect(commands()).toEqual(['consent default', 'consent update']);
    expect(announced).toHaveBeenCalledWith(consentChoice({ tracking: true }));
  });

  it.each(['11', 'abcd', '11111', '"1111"', ''])('reads a stored %j as no consent, and removes it', (raw) => {
    const local = memoryStorage({ 'mc-consent': raw });
    stop = startConsent(createSafeStorage({ local }));
    expect(consentStore.getState().choice).toBeNull();
    expect(mayStore('functionality')).toBe(false);
    expect(commands()).toEqual(['consent default']);
    expect(local.data.has('mc-consent')).toBe(false);
  });

  it('rewrites and announces on the consent-set event, and ignores an invalid detail', () => {
    const local = memoryStorage();
    stop = startConsent(createSafeStorage({ local }));
    window.dispatchEvent(new CustomEvent(CONSENT_SET_EVENT, { detail: '1101' }));
    expect(local.data.get('mc-consent')).toBe('1101');
    expect(consentStore.getState().choice).toEqual(consentChoice({ functionality: true, targeting: true }));
    window.dispatchEvent(new CustomEvent(CONSENT_SET_EVENT, { detail: '11' }));
    expect(local.data.get('mc-consent')).toBe('1101');
    expect(commands()).toEqual(['consent default', 'consent update']);
  });
});

describe('choosing consent', () => {
  it('stores the raw four characters and announces them', () => {
    const local = memoryStorage();
    const storage = createSafeStorage({ local });
    stop = startConsent(storage);
    chooseConsent(ACCEPT_ALL, storage);
    expect(local.data.get('mc-consent')).toBe('1111');
    chooseConsent(ONLY_NECESSARY, storage);
    expect(local.data.get('mc-consent')).toBe('1000');
    expect(mayStore('tracking')).toBe(false);
    expect(commands()).toEqual(['consent default', 'consent update', 'consent update']);
  });
});

describe('the order of an announcement', () => {
  it('puts the update in the data layer before anything waiting for the category runs', () => {
    stop = startConsent(createSafeStorage({ local: memoryStorage() }));
    let seen: string[] = [];
    whenGranted('tracking', () => (seen = commands()));
    chooseConsent(ACCEPT_ALL, createSafeStorage({ local: memoryStorage() }));
    expect(seen).toEqual(['consent default', 'consent update']);
  });
});
