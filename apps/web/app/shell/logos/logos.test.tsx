import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './brand-logo.tsx';
import { LOGO_SIZES, LOGOS, logoSize, type LogoName } from './logo-catalogue.ts';
import { ICON_SIZES, type LogoSize } from './logo-sizes.ts';
import { PaymentPlaceholderIcon } from './payment-placeholder-icon.tsx';
import { FacebookIcon, InstagramIcon, type SocialIconProps, TwitterIcon, YoutubeIcon } from './social-icons.tsx';

const MAX_CHARS = 2500;
const names = Object.keys(LOGOS) as LogoName[];
const socialIcons: Record<string, ComponentType<SocialIconProps>> = { TwitterIcon, InstagramIcon, FacebookIcon, YoutubeIcon };

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
  it('catalogue and sizes name the same marks', () => {
    expect(Object.keys(LOGO_SIZES).sort()).toEqual([...names].sort());
    expect(names).toHaveLength(16);
  });

  describe.each(names)('%s', (name) => {
    const Logo = LOGOS[name];

    it('renders a safe, labelled svg of its catalogue size', () => {
      const markup = renderToStaticMarkup(<Logo />);
      expectSafeSvg(markup, logoSize(name));
      expectLabelled(markup);
      if (markup.includes('<text')) expect(attr(markup, 'font-family')).toBe('system-ui, sans-serif');
    });

    it('takes its accessible name from title and passes className through', () => {
      const markup = renderToStaticMarkup(<Logo title="Custom name" className="frame-logo" />);
      expect(attr(markup, 'aria-label')).toBe('Custom name');
      expect(attr(markup, 'class')).toBe('frame-logo');
    });

    it('renders twice without duplicate ids and identically', () => {
      expectNoDuplicateIds(Logo);
      expect(renderToStaticMarkup(<Logo />)).toBe(renderToStaticMarkup(<Logo />));
    });
  });

  it('brand logo shows a site label suffix without changing size', () => {
    for (const siteLabel of ['UK', 'DE', 'ES', 'International']) {
      const markup = renderToStaticMarkup(<BrandLogo siteLabel={siteLabel} />);
      expectSafeSvg(markup, logoSize('brand'));
      expectLabelled(markup);
      expect(markup).toContain(`>${siteLabel}</text>`);
      expect(attr(markup, 'aria-label')).toBe(`Mondo Casino ${siteLabel}`);
    }
    expect(attr(renderToStaticMarkup(<BrandLogo />), 'aria-label')).toBe('Mondo Casino');
  });

  describe.each(Object.entries(socialIcons))('%s', (_name, Icon) => {
    it('is a decorative 24×24 currentColor glyph by default', () => {
      const markup = renderToStaticMarkup(<Icon />);
      expectSafeSvg(markup, ICON_SIZES.social);
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
    const markup = renderToStaticMarkup(<PaymentPlaceholderIcon />);
    expectSafeSvg(markup, ICON_SIZES.paymentPlaceholder);
    expectLabelled(markup);
    expect(attr(renderToStaticMarkup(<PaymentPlaceholderIcon title="Trustly" />), 'aria-label')).toBe('Trustly');
    expectNoDuplicateIds(PaymentPlaceholderIcon);
  });
});
