import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPERIMENT_FLAGS, EXPERIMENT_TESTS, exposuresOf, resolveExperiments, TEST_NAMES } from './experiment-state.ts';

const ALL_A = { display: 'a', preReg: 'a', preLogin: 'a', postReg: 'a', postLogin: 'a', prePlatform: 'a', deeplink: 'a' };
const NO_FLAGS = { qaMode: false, postOff: false, deeplinkCashierOff: false, disabled: false };
const none = { long: null, session: null };

describe('resolveExperiments', () => {
  it.each<[string, string, { long: unknown; session: unknown }, Record<string, unknown>]>([
    ['nothing stored: the first variant of each test, no flags', '', none, { ...ALL_A, ...NO_FLAGS }],
    ['a stored variant that no longer exists falls back to the first', '', { long: { preReg: 'b', display: 7 }, session: null }, { ...ALL_A, ...NO_FLAGS }],
    ['corrupt storage reads as nothing', '', { long: 'x', session: [1] }, { ...ALL_A, ...NO_FLAGS }],
    ['qaMode=1 sets QA mode', '?qaMode=1', none, { ...ALL_A, ...NO_FLAGS, qaMode: true }],
    ['postOff=1', '?postOff=1', none, { ...ALL_A, ...NO_FLAGS, postOff: true }],
    ['deeplinkCashierOff=1', '?deeplinkCashierOff=1', none, { ...ALL_A, ...NO_FLAGS, deeplinkCashierOff: true }],
    ['disabled=1', '?disabled=1', none, { ...ALL_A, ...NO_FLAGS, disabled: true }],
    ['a flag needs the value 1', '?qaMode=true&disabled=yes', none, { ...ALL_A, ...NO_FLAGS }],
    ['the visit keeps its flags', '', { long: null, session: { flags: { disabled: true } } }, { ...ALL_A, ...NO_FLAGS, disabled: true }],
    ['0 clears a flag of the visit', '?disabled=0', { long: null, session: { flags: { disabled: true } } }, { ...ALL_A, ...NO_FLAGS }],
    [
      'in QA mode a test parameter overrides the variant',
      '?qaMode=1&preReg=a',
      { long: { preReg: 'a' }, session: null },
      { ...ALL_A, ...NO_FLAGS, qaMode: true },
    ],
    ['an override with a variant that does not exist is ignored', '?qaMode=1&preReg=z', none, { ...ALL_A, ...NO_FLAGS, qaMode: true }],
  ])('%s', (_name, search, stored, expected) => {
    expect(resolveExperiments(search, stored).state).toEqual(expected);
  });

  it('stores QA overrides for the visit only, never as the long-lived variant', () => {
    const { long, session } = resolveExperiments('?qaMode=1&preLogin=a', none);
    expect(long).toEqual(ALL_A);
    expect(session).toEqual({ flags: { ...NO_FLAGS, qaMode: true }, overrides: { preLogin: 'a' } });
    expect(resolveExperiments('?preLogin=a', none).session.overrides).toEqual({});
  });

  it('always resolves every test to a variant it has and every flag to a boolean', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), fc.anything(), (search, long, session) => {
        const { state } = resolveExperiments(search, { long, session });
        for (const test of TEST_NAMES) expect(EXPERIMENT_TESTS[test]).toContain(state[test]);
        for (const flag of EXPERIMENT_FLAGS) expect(typeof state[flag]).toBe('boolean');
      }),
    );
  });
});

describe('exposuresOf', () => {
  it('maps each A/B point to its test and variant', () => {
    const { state } = resolveExperiments('?qaMode=1', none);
    expect(exposuresOf(state)).toEqual({
      'pre-login': { test: 'preLogin', variant: 'a', qaMode: true },
      'post-login': { test: 'postLogin', variant: 'a', qaMode: true },
      'pre-registration': { test: 'preReg', variant: 'a', qaMode: true },
      'post-registration': { test: 'postReg', variant: 'a', qaMode: true },
    });
  });

  it('reports no variant while experiments are disabled', () => {
    const { state } = resolveExperiments('?disabled=1', none);
    expect(exposuresOf(state)['pre-login'].variant).toBeNull();
  });
});
