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
  it.each([
    'a b',
    'mcuk.localhost:99999',
    'mcuk.localhost:abc',
    '[',
    '%zz',
    'x<y',
    'mcuk.localhost:3000@evil.example',
    'xn--',
    'mcuk.localhost:3000/online-slots',
    'mcuk.localhost:3000#x',
    'h?x',
    '',
  ])('refuses Host %j with a 400', (host) => {
    expect(checkRequestTarget('GET', '/', host)).toMatchObject({ ok: false, status: 400 });
  });
  it('refuses asterisk-form and relative targets, and TRACE', () => {
    expect(checkRequestTarget('GET', '*', 'a.example')).toMatchObject({ ok: false, status: 400 });
    expect(checkRequestTarget('GET', 'help/', 'a.example')).toMatchObject({ ok: false, status: 400 });
    expect(checkRequestTarget('TRACE', '/', 'a.example')).toMatchObject({ ok: false, status: 405 });
  });
  it.each([
    '/x\\..\\__revalidate',
    '/x%5C..%5C__revalidate',
    '/online-slots/..%2f__revalidate',
    '/help/../__revalidate',
    '/./__revalidate',
    '/help/%2e%2e/__revalidate',
    '/help/.%2E/',
    '/help/%2e/',
    '/a%2Fb/',
    '/%09/',
    '/online-slots/%0A/',
    '/x%0d%0a/',
    'http://mcuk.localhost/help/../__revalidate',
  ])('refuses %j, whose path normalises to another path, with a 400', (target) => {
    expect(checkRequestTarget('GET', target, 'mcuk.localhost')).toMatchObject({ ok: false, status: 400, reason: expect.stringMatching(/path/) });
  });
  it('leaves dots inside names, encoded characters other than separators, and query strings alone', () => {
    for (const target of ['/online-slots/book-of.dead/', '/a..b/', '/%41/', '/blog/search/?q=../x', '/help/?to=%2F%2Fx%5C']) {
      expect(checkRequestTarget('GET', target, 'mcuk.localhost'), target).toMatchObject({ ok: true, path: target });
    }
  });
  it('finds the request-line authority of an absolute-form target without resolving its path', () => {
    expect(checkRequestTarget('GET', 'http://MCUK.localhost:3000?x=1', 'other.example')).toEqual({ ok: true, host: 'mcuk.localhost:3000', path: '/?x=1' });
    expect(checkRequestTarget('GET', 'http://user@mcuk.localhost/', 'other.example')).toMatchObject({ ok: false, status: 400 });
    expect(checkRequestTarget('GET', 'http:///help/', 'other.example')).toMatchObject({ ok: false, status: 400 });
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
