import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, consentChoice, consentStore, isGranted, ONLY_NECESSARY, parseConsent, serializeConsent, whenGranted } from './consent.ts';

afterEach(() => consentStore.setState({ choice: null }));

describe('parseConsent', () => {
  it.each([
    ['1111', ACCEPT_ALL],
    ['1000', ONLY_NECESSARY],
    ['1010', consentChoice({ tracking: true })],
    ['1101', consentChoice({ functionality: true, targeting: true })],
    // Necessary cannot be refused: a 0 there still reads as granted.
    ['0001', consentChoice({ targeting: true })],
  ])('reads %s', (raw, choice) => {
    expect(parseConsent(raw)).toEqual(choice);
  });

  it.each(['', '11', '111', '11111', 'abcd', '1 11', '2111', ' 1111', '1111\n', '１１１１', '0000x'])('reads %j as no consent', (raw) => {
    expect(parseConsent(raw)).toBeNull();
  });

  it.each([null, undefined, 1111, ['1', '1', '1', '1'], { necessary: true }])('reads a non-string %j as no consent', (raw) => {
    expect(parseConsent(raw)).toBeNull();
  });

  it('round-trips every choice through its four characters', () => {
    const choice = fc.record({ functionality: fc.boolean(), tracking: fc.boolean(), targeting: fc.boolean() }).map(consentChoice);
    fc.assert(
      fc.property(choice, (value) => {
        const text = serializeConsent(value);
        expect(text).toMatch(/^1[01]{3}$/);
        expect(parseConsent(text)).toEqual(value);
      }),
    );
  });

  it('reads any other string as no consent', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((text) => !/^[01]{4}$/.test(text)),
        (text) => parseConsent(text) === null,
      ),
    );
  });
});

describe('the consent store', () => {
  it('grants nothing optional until a choice is announced', () => {
    expect(isGranted('functionality')).toBe(false);
    consentStore.setState({ choice: consentChoice({ tracking: true }) });
    expect(isGranted('tracking')).toBe(true);
    expect(isGranted('targeting')).toBe(false);
  });

  it('runs a waiting task once, when its category is granted', () => {
    const run = vi.fn();
    whenGranted('targeting', run);
    consentStore.setState({ choice: ONLY_NECESSARY });
    expect(run).not.toHaveBeenCalled();
    consentStore.setState({ choice: ACCEPT_ALL });
    consentStore.setState({ choice: ONLY_NECESSARY });
    consentStore.setState({ choice: consentChoice({ targeting: true }) });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when already granted, and not at all once cancelled', () => {
    consentStore.setState({ choice: ACCEPT_ALL });
    const now = vi.fn();
    whenGranted('tracking', now);
    expect(now).toHaveBeenCalledTimes(1);
    consentStore.setState({ choice: null });
    const cancelled = vi.fn();
    whenGranted('tracking', cancelled)();
    consentStore.setState({ choice: ACCEPT_ALL });
    expect(cancelled).not.toHaveBeenCalled();
  });
});
