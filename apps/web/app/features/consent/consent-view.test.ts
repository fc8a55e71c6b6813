import { describe, expect, it } from 'vitest';
import { barVisible, viewFromHash } from './consent-view.ts';

describe('the consent bar', () => {
  it.each([
    [{ decided: false, restriction: null }, true],
    [{ decided: true, restriction: null }, false],
    [{ decided: false, restriction: 'blocked' }, false],
    [{ decided: false, restriction: 'fullyblocked' }, false],
    [{ decided: false, restriction: 'accountblocked' }, false],
    [{ decided: false, restriction: 'blockedwithlogin' }, false],
    // Restrictions that leave the page usable keep the bar.
    [{ decided: false, restriction: 'playblocked' }, true],
    [{ decided: false, restriction: 'registerblocked' }, true],
  ])('shows for %j: %s', (inputs, visible) => {
    expect(barVisible(inputs)).toBe(visible);
  });
});

describe('the consent hashes', () => {
  it.each([
    ['#cookie-settings', 'settings'],
    ['#cookie-policy', 'policy'],
    ['#cookie-settings-x', null],
    ['', null],
    ['#search', null],
  ])('%j opens %s', (hash, view) => {
    expect(viewFromHash(hash)).toBe(view);
  });
});
