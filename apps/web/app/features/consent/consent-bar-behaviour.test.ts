// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { consentStore, parseConsent } from '../../lib/consent/consent.ts';
import { startConsent } from '../../lib/consent/consent-runtime.ts';
import { browserStorage } from '../../lib/storage/safe-storage.ts';
import { setStorageConsent } from '../../lib/storage/storage-consent.ts';
import { rawStorageKey, STORAGE_SLOTS } from '../../lib/storage/storage-keys.ts';
import { startConsentBar } from './consent-bar-behaviour.ts';
import { CONSENT_BAR_SCRIPT } from './consent-bar.tsx';
import { consentViewStore } from './consent-view.ts';

// The bar as the server sends it: hidden, shown by its script (consent-bar.tsx) or by startConsentBar.
const PAGE = `<section data-consent-bar data-testid="consent-bar" aria-labelledby="t" hidden><p id="t">We use cookies</p>
  <button data-consent-action="accept">Accept all</button><button data-consent-action="reject">Only necessary</button>
  <button data-consent-action="customise">Choose cookies</button></section><main id="main" tabindex="-1"></main>`;

const bar = () => document.querySelector<HTMLElement>('[data-testid="consent-bar"]')!;
const shown = () => !bar().hidden;
const click = (action: string) => bar().querySelector<HTMLButtonElement>(`[data-consent-action="${action}"]`)?.click();
// The stored text as it is, corrupt or not, through the storage helper.
const RAW = rawStorageKey(
  STORAGE_SLOTS.consent,
  (raw) => raw,
  (value: string) => value,
);
const stored = () => browserStorage().read(RAW);
const store = (value: string) => browserStorage().write(RAW, value);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stops: (() => void)[] = [];
// Before each test too: files of this project share one document and module registry per
// worker, and a file before this one may have left a choice, a stored value or a restriction.
const reset = () => {
  for (const stop of stops) stop();
  stops = [];
  consentStore.setState({ choice: null });
  consentViewStore.setState({ view: null });
  setStorageConsent(() => false);
  document.documentElement.removeAttribute('data-restriction');
  browserStorage().remove(RAW);
  delete window.dataLayer;
};
beforeEach(() => {
  reset();
  document.body.innerHTML = PAGE;
});
afterEach(reset);

describe('the consent bar', () => {
  it('shows on a first visit and stores “Accept all” as 1111', () => {
    stops.push(startConsent(), startConsentBar());
    expect(shown()).toBe(true);
    click('accept');
    expect(stored()).toBe('1111');
    expect(shown()).toBe(false);
  });

  it('stores “Only necessary” as 1000 and hands focus to the page', () => {
    stops.push(startConsent(), startConsentBar());
    bar().querySelector<HTMLButtonElement>('[data-consent-action="reject"]')?.focus();
    click('reject');
    expect(stored()).toBe('1000');
    expect(document.activeElement?.id).toBe('main');
  });

  it('opens the settings for “Choose cookies” and stays until a choice', () => {
    stops.push(startConsent(), startConsentBar());
    click('customise');
    expect(consentViewStore.getState().view).toBe('settings');
    expect(shown()).toBe(true);
    expect(stored()).toBeNull();
  });

  it('stays away when a valid choice is stored, and shows for a corrupt one', () => {
    store('1010');
    stops.push(startConsent(), startConsentBar());
    expect(shown()).toBe(false);
    for (const stop of stops) stop();
    consentStore.setState({ choice: null });
    store('11');
    stops = [startConsent(), startConsentBar()];
    expect(shown()).toBe(true);
    expect(stored()).toBeNull();
  });

  it('gives way to the blocking view, and not to a restriction that leaves the page usable', async () => {
    stops.push(startConsent(), startConsentBar());
    document.documentElement.setAttribute('data-restriction', 'playblocked');
    await settle();
    expect(shown()).toBe(true);
    document.documentElement.setAttribute('data-restriction', 'blocked');
    await settle();
    expect(shown()).toBe(false);
  });

  it('hides the bar its script showed when the page reads a choice after all (another tab chose meanwhile)', () => {
    bar().hidden = false;
    store('0110');
    stops.push(startConsent(), startConsentBar());
    expect(shown()).toBe(false);
  });

  it('leaves the bar hidden when it stops', () => {
    const stopBar = startConsentBar();
    stops.push(startConsent());
    expect(shown()).toBe(true);
    stopBar();
    expect(shown()).toBe(false);
    click('accept');
    expect(stored()).toBeNull();
  });
});

describe("the consent bar's first-paint script", () => {
  const run = (storage: Pick<Storage, 'getItem'> | 'refused') => {
    bar().hidden = true;
    const refused = {
      getItem: () => {
        throw new DOMException('refused', 'SecurityError');
      },
    };
    // The script as the page runs it, with localStorage as the browser gives it (or refuses it).
    new Function('localStorage', CONSENT_BAR_SCRIPT)(storage === 'refused' ? refused : storage);
    return shown();
  };
  const holding = (value: string | null) => ({ getItem: (name: string) => (name === 'mc-consent' ? value : null) });

  it('shows the bar exactly when the page would read no choice', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          // Near misses as often as hits: 0/1 of every length around four, one character off, anything, nothing.
          fc.string({ unit: fc.constantFrom('0', '1'), maxLength: 6 }),
          fc.string({ unit: fc.constantFrom('0', '1', 'a', ' ', '\n'), minLength: 3, maxLength: 5 }),
          fc.string({ maxLength: 6 }),
          fc.constant(null),
        ),
        (value) => {
          expect(run(holding(value))).toBe(parseConsent(value) === null);
        },
      ),
    );
  });

  it('shows the bar when the browser refuses storage', () => {
    expect(run('refused')).toBe(true);
  });

  it('keeps a choice clicked before the start-up, which makes it when it starts', () => {
    run(holding(null));
    click('reject');
    click('accept');
    expect(stored()).toBeNull();
    stops.push(startConsent(), startConsentBar());
    expect(stored()).toBe('1111');
    expect(shown()).toBe(false);
    expect(bar().hasAttribute('data-consent-early')).toBe(false);
  });

  it('opens the settings for an early “Choose cookies”, and leaves no mark behind later clicks', () => {
    run(holding(null));
    click('customise');
    stops.push(startConsent(), startConsentBar());
    expect(consentViewStore.getState().view).toBe('settings');
    click('reject');
    expect(stored()).toBe('1000');
    expect(bar().hasAttribute('data-consent-early')).toBe(false);
  });

  it('drops an early click when a choice is stored by the time the page starts', () => {
    run(holding(null));
    click('accept');
    store('1000');
    stops.push(startConsent(), startConsentBar());
    expect(stored()).toBe('1000');
    expect(shown()).toBe(false);
  });
});
