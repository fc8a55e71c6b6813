// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOM_HOOKS } from '../../lib/dom-hooks.ts';
import { AppIntlProvider } from '../../lib/i18n/intl-provider.tsx';
import { loadMessages } from '../../lib/i18n/load-messages.server.ts';
import { BackToTop } from '../back-to-top.tsx';
import { startBackToTop } from './back-to-top.ts';

const MARKUP = renderToStaticMarkup(
  <AppIntlProvider culture={{ hreflang: 'en-GB', timeZone: 'Europe/London' }} messages={loadMessages('en-GB', ['frame'])}>
    <BackToTop />
  </AppIntlProvider>,
);

const button = () => document.querySelector<HTMLButtonElement>('button[aria-label="Back to top"]')!;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
async function scrollTo(y: number): Promise<void> {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
  await nextFrame();
}

beforeEach(() => {
  window.scrollTo(0, 0);
  document.body.innerHTML = MARKUP;
  startBackToTop();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('back to top', () => {
  it('shows after 200 px of scrolling, and not before', async () => {
    expect(button().hasAttribute(DOM_HOOKS.visible)).toBe(false);
    await scrollTo(150);
    expect(button().hasAttribute(DOM_HOOKS.visible)).toBe(false);
    await scrollTo(400);
    expect(button().hasAttribute(DOM_HOOKS.visible)).toBe(true);
    await scrollTo(0);
    expect(button().hasAttribute(DOM_HOOKS.visible)).toBe(false);
  });

  it('scrolls back up in an animation of about 250 ms', async () => {
    await scrollTo(1000);
    const started = performance.now();
    button().click();
    await nextFrame();
    await nextFrame();
    expect(window.scrollY).toBeLessThan(1000);
    expect(window.scrollY).toBeGreaterThan(0);
    await vi.waitFor(() => expect(window.scrollY).toBe(0), { timeout: 2000, interval: 10 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('jumps straight up with reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    await scrollTo(1000);
    button().click();
    expect(window.scrollY).toBe(0);
  });
});
