// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOM_HOOKS } from '../../lib/dom-hooks.ts';
import { closedWindows, startBannerWindows } from './banner-windows.ts';

describe('closedWindows', () => {
  it('closes a window once now is past its end (the end itself still holds), and names the next end', () => {
    expect(closedWindows([null, 100, 200, 50], 100)).toEqual({ closed: [false, false, false, true], next: 100 });
    expect(closedWindows([null, 100], 101)).toEqual({ closed: [false, true], next: null });
    expect(closedWindows([], 0)).toEqual({ closed: [], next: null });
  });

  it('never closes an open-ended banner, and the next end is always still open (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 1e6 }))), fc.integer({ min: 0, max: 1e6 }), (ends, now) => {
        const { closed, next } = closedWindows(ends, now);
        ends.forEach((end, index) => expect(closed[index]).toBe(end !== null && now > end));
        if (next !== null) {
          expect(next).toBeGreaterThanOrEqual(now);
          expect(ends).toContain(next);
        }
      }),
    );
  });
});

describe('startBannerWindows', () => {
  const list = (id: string, ends: (number | null)[]) =>
    `<section ${DOM_HOOKS.bannerList}="${id}"><ul>${ends.map((end, index) => `<li data-banner-id="${id}-${index}" ${DOM_HOOKS.bannerEnd}="${end ?? ''}"></li>`).join('')}</ul></section>`;
  const hidden = () =>
    [...document.querySelectorAll<HTMLElement>('[hidden]')].map((node) => node.getAttribute('data-banner-id') ?? node.getAttribute(DOM_HOOKS.bannerList));

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
    history.replaceState(null, '', '/');
  });

  it('hides what ended while the page was cached at once, the rest when its end comes, and an emptied list', () => {
    vi.setSystemTime(1_000);
    document.body.innerHTML = list('home-page', [500, 2_000, null]) + list('blog-post', [3_000]);
    const stop = startBannerWindows(false);
    expect(hidden()).toEqual(['home-page-0']);
    vi.advanceTimersByTime(1_001);
    expect(hidden()).toEqual(['home-page-0', 'home-page-1']);
    vi.advanceTimersByTime(1_000);
    expect(hidden()).toEqual(['home-page-0', 'home-page-1', 'blog-post', 'blog-post-0']);
    stop();
  });

  it('follows an emulated date (dem) where emulation is on, and ignores it elsewhere', () => {
    vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z'));
    document.body.innerHTML = list('home-page', [Date.parse('2026-02-01T00:00:00Z')]);
    history.replaceState(null, '', '/?dem=2026-03-01');
    startBannerWindows(false)();
    expect(hidden()).toEqual([]);
    startBannerWindows(true)();
    expect(hidden()).toEqual(['home-page', 'home-page-0']);
  });
});
