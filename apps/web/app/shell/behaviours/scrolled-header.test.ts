// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DOM_HOOKS } from '../../lib/dom-hooks.ts';
import { startScrolledHeader } from './scrolled-header.ts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('scrolled header', () => {
  it('marks the sticky header once the page has scrolled, at most once a frame', async () => {
    window.scrollTo(0, 0);
    document.body.innerHTML = `<div ${DOM_HOOKS.stickyHeader}><header></header></div>`;
    const header = document.querySelector('div')!;
    startScrolledHeader();
    expect(header.hasAttribute(DOM_HOOKS.scrolled)).toBe(false);
    window.scrollTo(0, 1);
    window.dispatchEvent(new Event('scroll'));
    // Not in the scroll event itself: in the next frame.
    expect(header.hasAttribute(DOM_HOOKS.scrolled)).toBe(false);
    await nextFrame();
    expect(header.hasAttribute(DOM_HOOKS.scrolled)).toBe(true);
    window.scrollTo(0, 0);
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(header.hasAttribute(DOM_HOOKS.scrolled)).toBe(false);
  });
});
