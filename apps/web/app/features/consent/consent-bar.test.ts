// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentStore } from '../../lib/consent/consent.ts';
import { startConsent } from '../../lib/consent/consent-runtime.ts';
import { browserStorage } from '../../lib/storage/safe-storage.ts';
import { setStorageConsent } from '../../lib/storage/storage-consent.ts';
import { rawStorageKey, STORAGE_SLOTS } from '../../lib/storage/storage-keys.ts';
import { startConsentBar } from './consent-bar.ts';
import { consentViewStore } from './consent-view.ts';

const TEMPLATE = `<template data-consent-bar><section data-testid="consent-bar" aria-labelledby="t"><p id="t">We use cookies</p>
  <button data-consent-action="accept">Accept all</button><button data-consent-action="reject">Only necessary</button>
  <button data-consent-action="customise">Choose cookies</button></section></template><main id="main" tabindex="-1"></main>`;

const bar = () => document.querySelector<HTMLElement>('[data-testid="consent-bar"]:not(template *)');
const click = (action: string) => bar()?.querySelector<HTMLButtonElement>(`[data-consent-action="${action}"]`)?.click();
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
  document.body.innerHTML = TEMPLATE;
});
afterEach(reset);

describe('the consent bar', () => {
  it('shows on a first visit and stores “Accept all” as 1111', () => {
    stops.push(startConsent(), startConsentBar());
    expect(bar()).not.toBeNull();
    click('accept');
    expect(stored()).toBe('1111');
    expect(bar()).toBeNull();
  });

  it('stores “Only necessary” as 1000 and hands focus to the page', () => {
    stops.push(startConsent(), startConsentBar());
    bar()?.querySelector<HTMLButtonElement>('[data-consent-action="reject"]')?.focus();
    click('reject');
    expect(stored()).toBe('1000');
    expect(document.activeElement?.id).toBe('main');
  });

  it('opens the settings for “Choose cookies” and stays until a choice', () => {
    stops.push(startConsent(), startConsentBar());
    click('customise');
    expect(consentViewStore.getState().view).toBe('settings');
    expect(bar()).not.toBeNull();
    expect(stored()).toBeNull();
  });

  it('stays away when a valid choice is stored, and shows for a corrupt one', () => {
    store('1010');
    stops.push(startConsent(), startConsentBar());
    expect(bar()).toBeNull();
    for (const stop of stops) stop();
    consentStore.setState({ choice: null });
    store('11');
    stops = [startConsent(), startConsentBar()];
    expect(bar()).not.toBeNull();
    expect(stored()).toBeNull();
  });

  it('gives way to the blocking view, and not to a restriction that leaves the page usable', async () => {
    stops.push(startConsent(), startConsentBar());
    document.documentElement.setAttribute('data-restriction', 'playblocked');
    await settle();
    expect(bar()).not.toBeNull();
    document.documentElement.setAttribute('data-restriction', 'blocked');
    await settle();
    expect(bar()).toBeNull();
  });
});
