import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MODES, accountModeFromHash } from './account-hash.ts';

describe('account hash', () => {
  it('opens every mode from #account/<mode> and feedback from #feedback', () => {
    for (const mode of ACCOUNT_MODES) expect(accountModeFromHash(`#account/${mode}`)).toBe(mode);
    expect(accountModeFromHash('#feedback')).toBe('feedback');
  });
  it('ignores anything else, never throwing', () => {
    for (const hash of ['', '#', '#search', '#account/', '#account/unknown', '#account/login/extra', '#gamepage-starburst']) {
      expect(accountModeFromHash(hash)).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (hash) => void accountModeFromHash(hash)));
  });
});
