import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MODES, accountHashWithoutCode, accountModeFromHash, parseAccountHash } from './account-hash.ts';

const CODE = 'AbCdEf0123456789_-xy';

describe('account hash', () => {
  it('opens every mode from #account/<mode> and feedback from #feedback', () => {
    for (const mode of ACCOUNT_MODES) expect(accountModeFromHash(`#account/${mode}`)).toBe(mode);
    expect(accountModeFromHash('#feedback')).toBe('feedback');
    expect(ACCOUNT_MODES).toHaveLength(14);
  });

  it.each([
    ['#account/reset_password/' + CODE, { mode: 'reset_password', code: CODE }],
    ['#account/login/' + CODE, { mode: 'login', code: CODE }],
    ['#account/login/short', null],
    ['#account/login/' + 'a'.repeat(65), null],
    ['#account/register/' + CODE, null],
    ['#account/reset_password/' + CODE + '/x', null],
    ['#account/reset_password/%3Cscript%3E1234567890', null],
    ['#account/login/', null],
  ])('reads %s', (hash, expected) => {
    expect(parseAccountHash(hash)).toEqual(expected);
  });

  it('drops the code from the hash it keeps', () => {
    expect(accountHashWithoutCode({ mode: 'reset_password', code: CODE })).toBe('#account/reset_password');
    expect(accountHashWithoutCode({ mode: 'feedback', code: null })).toBe('#feedback');
  });

  it('opens no feedback mode where the culture has feedback off', () => {
    for (const hash of ['#feedback', '#account/feedback', '#account/feedback-login', '#account/feedback-register'])
      expect(parseAccountHash(hash, { feedbacksEnabled: false })).toBeNull();
    expect(parseAccountHash('#account/depositlimits', { feedbacksEnabled: false })).toEqual({ mode: 'depositlimits', code: null });
  });

  it('ignores anything else, never throwing', () => {
    for (const hash of ['', '#', '#search', '#account/', '#account/unknown', '#account/login/extra', '#gamepage-starburst', '#feedback/x', '#ACCOUNT/login'])
      expect(accountModeFromHash(hash)).toBeNull();
    fc.assert(fc.property(fc.string(), (hash) => void parseAccountHash(hash)));
    fc.assert(
      fc.property(fc.constantFrom(...ACCOUNT_MODES), fc.string(), (mode, tail) => {
        const parsed = parseAccountHash(`#account/${mode}/${tail}`);
        // A code, when accepted, is exactly the safe shape: no slash, no script, no username.
        if (parsed) expect(parsed.code).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      }),
    );
  });
});
