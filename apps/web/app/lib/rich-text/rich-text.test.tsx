import { DEFAULT_SITES } from '@mc/sites/default-sites';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRichText, plainText } from './parse-rich-text.ts';
import { resolveRichTextLink } from './resolve-link.ts';
import { RichText } from './rich-text.tsx';

const culture = (code: string) => DEFAULT_SITES.flatMap((s) => s.cultures).find((c) => c.code === code)!;
const render = (text: string, code = 'en-GB') =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RichText text={text} culture={culture(code)} />
    </MemoryRouter>,
  );

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('rich text parsing', () => {
  it('reads paragraphs, line breaks, bold, italic and links', () => {
    expect(parseRichText('Hello **big** *world*\nnext line\n\nSecond [para](https://a.example/)')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Hello ' },
          { type: 'strong', children: [{ type: 'text', value: 'big' }] },
          { type: 'text', value: ' ' },
          { type: 'em', children: [{ type: 'text', value: 'world' }] },
          { type: 'br' },
          { type: 'text', value: 'next line' },
        ],
      },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Second ' },
          { type: 'link', target: 'https://a.example/', children: [{ type: 'text', value: 'para' }] },
        ],
      },
    ]);
  });

  it('keeps snake_case, lone markers and unclosed markup as text', () => {
    expect(plainText(parseRichText('max_bet_value and 2 * 3 = 6, **open and [broken](link'))).toBe('max_bet_value and 2 * 3 = 6, **open and [broken](link');
  });

  it('never throws and never loses words that are not markup', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const blocks = parseRichText(text);
        const plain = plainText(blocks).replace(/\s+/g, '');
        for (const word of text
          .replace(/[*_[\]()]/g, ' ')
          .split(/\s+/)
          .filter((w) => w.length > 2 && !w.includes(':') && !w.includes('/'))) {
          expect(plain.includes(word) || text.includes(`](${word}`)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('rich text links', () => {
  it('opens http links in a new tab with noopener noreferrer', () => {
    expect(render('[Help](https://help.example/x)')).toBe(
      '<div><p><a href="https://help.example/x" target="_blank" rel="noopener noreferrer">Help</a></p></div>',
    );
  });

  it('gives internal links leading and trailing slashes and the culture prefix, through the route table', () => {
    expect(render('[Slots](online-slots)', 'en-CA')).toContain('href="/en-CA/online-slots/"');
    expect(render('[Bonus](/bonus-policy/)', 'en-CA')).toContain('href="/en-CA/bonus-policy/"');
    expect(render('[Bonus](/en-CA/bonus-policy)', 'en-CA')).toContain('href="/en-CA/bonus-policy/"');
    expect(render('[Ayuda](/ayuda)', 'es')).toContain('href="/ayuda/"');
  });

  it('builds route-key links with href()', () => {
    expect(render('[Live](route:liveCasino)', 'es')).toContain('href="/casino-en-vivo/"');
    expect(render('[Game](route:onlineSlotsGame?gameSlug=book-of-gods)')).toContain('href="/online-slots/book-of-gods/"');
  });

  it('does not render a link without a target, to an unknown route key, or to a page the culture lacks (console error only)', () => {
    const html = render('a [x]() b [y](route:noSuchRoute) c [z](route:liveCasino) d', 'de-DE');
    expect(html).toBe('<div><p>a  b  c  d</p></div>');
    expect(consoleError).toHaveBeenCalledTimes(3);
  });
});

describe('hostile content renders inert', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '<a href="javascript:alert(1)">x</a>',
    '<svg onload=alert(1)>',
    '"><iframe src=javascript:alert(1)>',
  ])('%s stays text', (payload) => {
    const html = render(`before ${payload} after`);
    expect(html).not.toMatch(/<(img|script|svg|iframe)|<a href="javascript/i);
    expect(html).toContain('&lt;');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/',
    '\\\\evil.example',
    'vbscript:x',
    '/\\evil.example',
  ])('a link to %s is not rendered', (target) => {
    expect(resolveRichTextLink(target, culture('en-GB')).kind).toBe('none');
    expect(render(`[click](${target})`)).not.toContain('<a');
  });

  it('reads parentheses inside a link target as part of it: nothing of a refused target is left as text', () => {
    // A refused link is left out (as before); its target's own ')' no longer trails behind as text.
    expect(render('[bad link](javascript:alert(1)) after')).toBe('<div><p> after</p></div>');
    const [block] = parseRichText('see [Foo](https://en.wikipedia.org/wiki/Foo_(bar)).');
    expect(block?.children).toEqual([
      { type: 'text', value: 'see ' },
      { type: 'link', target: 'https://en.wikipedia.org/wiki/Foo_(bar)', children: [{ type: 'text', value: 'Foo' }] },
      { type: 'text', value: '.' },
    ]);
    // An unbalanced target is not a link at all: it stays text, whole.
    expect(plainText(parseRichText('[x](javascript:alert(1) tail'))).toBe('[x](javascript:alert(1) tail');
  });

  it('never produces a link off the site except http(s), mailto and tel', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (target) => {
        const link = resolveRichTextLink(target, culture('en'));
        if (link.kind === 'internal') expect(link.href).toMatch(/^\/(?![/\\])/);
        if (link.kind === 'external') expect(link.href).toMatch(/^(https?:\/\/|mailto:|tel:)/i);
      }),
      { numRuns: 2000 },
    );
  });
});
