// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL, consentChoice, ONLY_NECESSARY, type ConsentChoice } from './consent.ts';
import { CONSENT_MODE_DEFAULTS, consentModeUpdate, gtag, pushConsentDefault, pushConsentUpdate } from './data-layer.ts';

afterEach(() => {
  delete window.dataLayer;
});

const entries = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('the data layer', () => {
  it('pushes arguments objects, as Google’s snippet does', () => {
    gtag('event', 'x');
    const [entry] = window.dataLayer ?? [];
    expect(Array.isArray(entry)).toBe(false);
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(entries()).toEqual([['event', 'x']]);
  });

  it('sets the spec’s defaults first, once', () => {
    pushConsentDefault();
    pushConsentDefault();
    expect(entries()).toEqual([['consent', 'default', CONSENT_MODE_DEFAULTS]]);
    expect(CONSENT_MODE_DEFAULTS).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted', wait_for_update: 500 });
  });

  it('follows an update with the default when none was pushed yet', () => {
    pushConsentUpdate(ACCEPT_ALL);
    expect(entries().map((entry) => entry.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
  });

  it.each<[string, ConsentChoice, Record<string, string>]>([
    ['all', ACCEPT_ALL, { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
    ['only necessary', ONLY_NECESSARY, { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    [
      'tracking',
      consentChoice({ tracking: true }),
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ],
    [
      'targeting',
      consentChoice({ targeting: true }),
      { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ],
    [
      'functionality',
      consentChoice({ functionality: true }),
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ],
  ])('maps %s to Consent Mode signals', (_name, choice, signals) => {
    expect(consentModeUpdate(choice)).toEqual(signals);
  });
});
