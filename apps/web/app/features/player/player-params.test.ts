import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_PAYLOADS } from '../../../test/open-redirect-payloads.ts';
import { parsePlayerParams, platformEntryUrl, safeDeeplink } from './player-params.ts';

const HOSTILE = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,x',
  '/\tevil',
  '/%09/evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/a/../../evil',
  '\u0000/x',
  '/x\nSet-Cookie:a=b',
  'evil.example',
  '/' + 'a'.repeat(300),
  '/%zz',
  '/x#frag',
  // Would take hours against a pattern that backtracks (`(?:seg+/?)*`): the test then times out.
  '/' + 'a'.repeat(60) + ' ',
  '/' + 'ab/'.repeat(40) + '#',
];

describe('deeplink', () => {
  it('accepts plain site paths', () => {
    expect(safeDeeplink('/games/starburst/')).toBe('/games/starburst/');
    expect(safeDeeplink('/promotions/?tab=new')).toBe('/promotions/?tab=new');
  });
  it.each(HOSTILE)('rejects %j', (value) => {
    expect(safeDeeplink(value)).toBeNull();
  });
  it('never yields anything that resolves off the site, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.constantFrom(...HOSTILE).chain((h) => fc.string().map((s) => h + s)),
        ),
        (value) => {
          const path = safeDeeplink(value);
          if (path === null) return;
          expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
          expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
    // fast-check's first web arbitrary builds a table of a million entries: 3-5 s on a busy 2-core machine.
  }, 30_000);
});

describe('player parameters', () => {
  it('reads valid values and ignores malformed or overlong ones', () => {
    expect(parsePlayerParams('?aname=aff_1&dl=/games/x/&prid=42')).toEqual({ aname: 'aff_1', deeplink: '/games/x/', deeplinkPrId: '42' });
    expect(parsePlayerParams(`?aname=<script>&dl=//evil.example&prid=${'9'.repeat(80)}`)).toEqual({ aname: null, deeplink: null, deeplinkPrId: null });
  });
  it('carries the deeplink to the platform only as an encoded query value on the platform origin', () => {
    const url = new URL(platformEntryUrl('https://play.example/mc/', { deeplink: '/games/x/?a=1&b=2', deeplinkPrId: '7' }));
    expect(url.origin).toBe('https://play.example');
    expect(url.searchParams.get('dl')).toBe('/games/x/?a=1&b=2');
    fc.assert(
      fc.property(fc.string(), (dl) => {
        expect(new URL(platformEntryUrl('https://play.example/', { deeplink: dl, deeplinkPrId: null })).origin).toBe('https://play.example');
      }),
    );
  });
  // Every payload of the bad-input list, as the page reads it from its own address (the browser
  // suite loads a sample of them: e2e/bad-input.spec.ts).
  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload.slice(0, 60), payload]))(
    'keeps dl=%j off the play link, or a plain path of the site',
    (_, payload) => {
      const player = parsePlayerParams(`?dl=${encodeURIComponent(payload)}&prid=1`);
      const link = new URL(platformEntryUrl('https://play.example/mc/', player));
      expect(link.origin).toBe('https://play.example');
      const deeplink = link.searchParams.get('dl');
      if (deeplink === null) return;
      expect(deeplink).toMatch(/^\/(?![/\\])/);
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
      expect(deeplink).not.toMatch(/[\\\u0000-\u001f\u007f]/);
      expect(new URL(deeplink, 'https://site.example/').origin).toBe('https://site.example');
    },
  );
});
