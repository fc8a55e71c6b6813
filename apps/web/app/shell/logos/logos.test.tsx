import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo, LOGO_TABLE, type LogoName, type LogoSize } from './logo.tsx';

const MAX_CHARS = 2500;
const names = Object.keys(LOGO_TABLE) as LogoName[];
/** The labelled marks: the brand, the market marks (market-frame.ts) and the payment placeholder. */
const marks = names.filter((name) => LOGO_TABLE[name].kind !== 'glyph');
/** The footer's social glyphs. */
const glyphs = names.filter((name) => LOGO_TABLE[name].kind === 'glyph');

function attr(markup: string, name: string): string | undefined {
  return new RegExp(`^<svg[^>]*\\s${name}="([^"]*)"`).exec(markup)?.[1];
}

/** Checks shared by every mark and icon. */
function expectSafeSvg(markup: string, size: LogoSize) {
  expect(markup.startsWith('<svg')).toBe(true);
  expect(markup.endsWith('</svg>')).toBe(true);
  expect(attr(markup, 'width')).toBe(String(size.width));
  expect(attr(markup, 'height')).toBe(String(size.height));
  expect(attr(markup, 'viewBox')).toBe(`0 0 ${size.width} ${size.height}`);
  expect(attr(markup, 'focusable')).toBe('false');
  expect(markup).not.toMatch(/<script/i);
  expect(markup).not.toMatch(/<style/i);
  expect(markup).not.toMatch(/<image/i);
  expect(markup).not.toMatch(/<foreignObject/i);
  expect(markup).not.toMatch(/href=/i);
  expect(markup).not.toMatch(/url\(\s*['"]?(?!#)/i);
  expect(markup).not.toMatch(/\son[a-z]+=/i);
  expect(markup.length).toBeLessThan(MAX_CHARS);
}

function expectLabelled(markup: string) {
  expect(attr(markup, 'role')).toBe('img');
  expect(attr(markup, 'aria-label')?.trim()).toBeTruthy();
  expect(markup).not.toContain('aria-hidden');
}

/** Two copies in one document must not share an id. */
function expectNoDuplicateIds(Component: ComponentType) {
  const markup = renderToStaticMarkup(
    <>
      <Component />
      <Component />
    </>,
  );
  const ids = [...markup.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('page-frame logos', () => {
  it('the table holds the brand, the nineteen market marks, the helpline badge and the glyphs', () => {
    expect(marks).toHaveLength(20);
    expect(glyphs.sort()).toEqual(['facebook', 'instagram', 'twitter', 'youtube']);
  });

  describe.each(marks)('%s', (name) => {
    const Mark = (props: { title?: string; className?: string }) => <Logo name={name} {...props} />;

    it('renders a safe, labelled svg of its table size', () => {
      const markup = renderToStaticMarkup(<Mark />);
      expectSafeSvg(markup, LOGO_TABLE[name].size);
      expectLabelled(markup);
      if (markup.includes('<text')) expect(attr(markup, 'font-family')).toBe('system-ui, sans-serif');
    });

    it('takes its accessible name from title and passes className through', () => {
      const markup = renderToStaticMarkup(<Mark title="Custom name" className="frame-logo" />);
      expect(attr(markup, 'aria-label')).toBe('Custom name');
      expect(attr(markup, 'class')).toBe('frame-logo');
    });

    it('renders twice without duplicate ids and identically', () => {
      expectNoDuplicateIds(Mark);
      expect(renderToStaticMarkup(<Mark />)).toBe(renderToStaticMarkup(<Mark />));
    });
  });

  it("the helpline badge shows a market's helpline name and number, no wider than its design", () => {
    const markup = renderToStaticMarkup(<Logo name="helpline" title="Peluuri" lines={['Peluuri', '0800 100 101']} />);
    expectSafeSvg(markup, LOGO_TABLE.helpline.size);
    expect(markup).toContain('>Peluuri</text>');
    expect(markup).toContain('>0800 100 101</text>');
    const widths = [...markup.matchAll(/textLength="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(widths).toHaveLength(2);
    for (const width of widths) expect(width).toBeLessThanOrEqual(88);
    const long = renderToStaticMarkup(<Logo name="helpline" lines={['A very long helpline name indeed', '1']} />);
    expect(long).toContain('textLength="88"');
  });

  it('brand logo shows a site label suffix without changing size', () => {
    for (const siteLabel of ['UK', 'DE', 'ES', 'International']) {
      const markup = renderToStaticMarkup(<Logo name="brand" siteLabel={siteLabel} />);
      expectSafeSvg(markup, LOGO_TABLE.brand.size);
      expectLabelled(markup);
      expect(markup).toContain(`>${siteLabel}</text>`);
      expect(attr(markup, 'aria-label')).toBe(`Mondo Casino ${siteLabel}`);
    }
    expect(attr(renderToStaticMarkup(<Logo name="brand" />), 'aria-label')).toBe('Mondo Casino');
    expect(renderToStaticMarkup(<Logo name="ukgc" siteLabel="UK" />)).toBe(renderToStaticMarkup(<Logo name="ukgc" />));
  });

  describe.each(glyphs)('%s', (name) => {
    const Icon = (props: { title?: string; decorative?: boolean }) => <Logo name={name} {...props} />;

    it('is a decorative 24×24 currentColor glyph by default', () => {
      const markup = renderToStaticMarkup(<Icon />);
      expectSafeSvg(markup, { width: 24, height: 24 });
      expect(attr(markup, 'aria-hidden')).toBe('true');
      expect(markup).not.toContain('role=');
      expect(markup).not.toContain('aria-label');
      expect(markup).toContain('currentColor');
      expect(markup).not.toMatch(/#[0-9a-f]{3,6}\b/i);
      expectNoDuplicateIds(Icon);
    });

    it('can be exposed as a labelled image', () => {
      const titled = renderToStaticMarkup(<Icon title="Follow us" />);
      expectLabelled(titled);
      expect(attr(titled, 'aria-label')).toBe('Follow us');
      const undecorated = renderToStaticMarkup(<Icon decorative={false} />);
      expectLabelled(undecorated);
    });
  });

  it('payment placeholder is a labelled 48×32 card', () => {
    const markup = renderToStaticMarkup(<Logo name="paymentPlaceholder" />);
    expectSafeSvg(markup, { width: 48, height: 32 });
    expectLabelled(markup);
    expect(attr(renderToStaticMarkup(<Logo name="paymentPlaceholder" title="Trustly" />), 'aria-label')).toBe('Trustly');
  });
});
