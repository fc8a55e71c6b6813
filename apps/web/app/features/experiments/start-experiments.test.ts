// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL, consentStore } from '../../lib/consent/consent.ts';
import { experimentExposureStore } from '../../lib/experiment-exposure.ts';
import { createSafeStorage } from '../../lib/storage/safe-storage.ts';
import { setStorageConsent } from '../../lib/storage/storage-consent.ts';
import { startExperiments } from './start-experiments.ts';

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    area: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) },
  };
}

describe('startExperiments', () => {
  beforeEach(() => {
    consentStore.setState({ choice: null });
    setStorageConsent((category) => consentStore.getState().choice?.[category] === true);
  });

  it('publishes the exposures and mirrors the state, and stores only after tracking consent', () => {
    const local = memory();
    const session = memory();
    const storage = createSafeStorage({ local: local.area, session: session.area });
    local.map.set('xsablt', JSON.stringify({ preReg: 'z' }));
    const state = startExperiments('?qaMode=1&preLogin=a&disabled=1', storage);
    expect(state).toMatchObject({ preReg: 'a', qaMode: true, disabled: true });
    expect(experimentExposureStore.getState().exposures['pre-login']).toEqual({ test: 'preLogin', variant: null, qaMode: true });
    expect(document.documentElement.getAttribute('data-experiments')).toBe(
      'display:a preReg:a preLogin:a postReg:a postLogin:a prePlatform:a deeplink:a qaMode disabled',
    );
    expect(session.map.has('xsab')).toBe(false);
    consentStore.setState({ choice: ACCEPT_ALL });
    expect(JSON.parse(local.map.get('xsablt')!)).toMatchObject({ preReg: 'a', preLogin: 'a' });
    expect(JSON.parse(session.map.get('xsab')!)).toEqual({
      flags: { qaMode: true, postOff: false, deeplinkCashierOff: false, disabled: true },
      overrides: { preLogin: 'a' },
    });
  });
});
