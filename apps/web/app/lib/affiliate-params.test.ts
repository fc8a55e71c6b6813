import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validAname, validDynId } from './affiliate-params.ts';

const COOKIE_SAFE = /^[A-Za-z0-9_.-]+$/;

describe('affiliate parameters', () => {
  it('accepts short runs of URL- and cookie-safe characters', () => {
    expect(validAname('partner_01.uk-a')).toBe('partner_01.uk-a');
    expect(validDynId('c4mp41gn-7_x')).toBe('c4mp41gn-7_x');
    for (const bad of [null, undefined, '', 'a b', 'a;b', 'a=b', '<x>', 'é', 'a'.repeat(65)]) {
      expect(validAname(bad)).toBeNull();
      expect(validDynId(bad)).toBeNull();
    }
    expect(validDynId('a.b')).toBeNull();
  });

  it('never passes a value that could change a cookie, a URL or markup', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        for (const valid of [validAname(value), validDynId(value)]) {
          if (valid === null) continue;
          expect(valid).toBe(value);
          expect(valid).toMatch(COOKIE_SAFE);
          expect(valid.length).toBeLessThanOrEqual(64);
          expect(encodeURIComponent(valid)).toBe(valid);
        }
      }),
    );
  });
});
