import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRequestTarget } from './request-target.ts';

describe('request target and Host header', () => {
  it('accepts ordinary requests unchanged', () => {
    expect(checkRequestTarget('GET', '/help/?q=1', 'mcuk.localhost:3000')).toEqual({ ok: true, host: 'mcuk.localhost:3000', path: '/help/?q=1' });
    expect(checkRequestTarget('GET', '/', 'www.mondocasino.example')).toMatchObject({ ok: true });
    expect(checkRequestTarget('GET', '/', '127.0.0.1:3000')).toMatchObject({ ok: true });
    expect(checkRequestTarget('GET', '/', '[::1]:3000')).toMatchObject({ ok: true });
    expect(checkRequestTarget('GET', '/', undefined)).toMatchObject({ ok: true });
  });
  it('takes the authority of an absolute-form target', () => {
    expect(checkRequestTarget('GET', 'http://mcuk.localhost:3000/help/', 'other.example')).toEqual({ ok: true, host: 'mcuk.localhost:3000', path: '/help/' });
  });
  it.each(['a b', 'mcuk.localhost:99999', 'mcuk.localhost:abc', '[', '%zz', 'x<y', 'mcuk.localhost:3000@evil.example', 'xn--', 'mcuk.localhost:3000/online-slots', 'mcuk.localhost:3000#x', 'h?x', ''])(
    'refuses Host %j with a 400',
    (host) => {
      expect(checkRequestTarget('GET', '/', host)).toMatchObject({ ok: false, status: 400 });
    },
  );
  it('refuses asterisk-form and relative targets, and TRACE', () => {
    expect(checkRequestTarget('GET', '*', 'a.example')).toMatchObject({ ok: false, status: 400 });
    expect(checkRequestTarget('GET', 'help/', 'a.example')).toMatchObject({ ok: false, status: 400 });
    expect(checkRequestTarget('TRACE', '/', 'a.example')).toMatchObject({ ok: false, status: 405 });
  });
  it('never lets a Host header change the path, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (host) => {
        const check = checkRequestTarget('GET', '/help/', host);
        if (!check.ok) return;
        expect(check.path).toBe('/help/');
        expect(new URL(`http://${check.host}/help/`).pathname).toBe('/help/');
      }),
      { numRuns: 2000 },
    );
  });
});
