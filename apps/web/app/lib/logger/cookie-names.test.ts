import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieNames } from './cookie-names.ts';
import { loggerServiceBody } from './logger-service-body.ts';

const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,15}$/);
/** Values a cookie may carry: ids, tokens, JSON-ish text. */
const value = fc.stringMatching(/^[A-Za-z0-9%+/=:{}",._-]{8,40}$/);

describe('the logger body’s Cookies: names only', () => {
  it('keeps the names of a Cookie header or document.cookie, in order, once each', () => {
    expect(cookieNames('Aname=aff-1; _ga=GA1.1.123.456; Zone_id=1; Aname=again')).toBe('Aname; _ga; Zone_id');
    expect(cookieNames('')).toBe('');
    expect(cookieNames(null)).toBe('');
    expect(cookieNames('  spaced = x ;; =novalue; bad name=1; ok')).toBe('spaced; ok');
  });

  it('never passes on a value, and is idempotent (fast-check)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(name, value), { selector: ([key]) => key, minLength: 1, maxLength: 10 }), (pairs) => {
        const header = pairs.map(([key, val]) => `${key}=${val}`).join('; ');
        const names = cookieNames(header);
        expect(names).toBe(pairs.map(([key]) => key).join('; '));
        for (const [, val] of pairs) expect(names.split('; ')).not.toContain(val);
        expect(names).not.toContain('=');
        expect(cookieNames(names)).toBe(names);
      }),
    );
  });

  it('is what the logger service body carries, whatever the caller hands it', () => {
    const body = loggerServiceBody(
      'info',
      'm',
      undefined,
      { name: 'web', domain: 'd', url: 'u' },
      { cookies: 'session=s3cr3t-token; Aname=partner', userAgent: 'UA' },
    );
    expect(body.user).toEqual({ Cookies: 'session; Aname', UserAgent: 'UA' });
    expect(JSON.stringify(body)).not.toContain('s3cr3t');
  });
});
