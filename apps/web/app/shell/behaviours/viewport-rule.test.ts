// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEWPORT, LANDSCAPE_PHONE_VIEWPORT } from '../../lib/viewport.ts';
import { startViewportRule } from './viewport-rule.ts';

/** Media queries the test flips, each telling its listeners as a browser would. */
function fakeMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Array<() => void>>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return state[query] ?? false;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.set(query, [...(listeners.get(query) ?? []), listener]),
      }) as unknown as MediaQueryList,
  );
  return (query: string, matches: boolean) => {
    state[query] = matches;
    for (const listener of listeners.get(query) ?? []) listener();
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('viewport rule', () => {
  it('gives a low landscape touch screen the desktop width, and takes it back in portrait', () => {
    document.head.innerHTML = `<meta name="viewport" content="${DEFAULT_VIEWPORT}">`;
    vi.spyOn(window.screen, 'availHeight', 'get').mockReturnValue(400);
    const flip = fakeMedia({ '(pointer: coarse)': true, '(orientation: landscape)': false });
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]')!;
    startViewportRule();
    expect(meta.content).toBe(DEFAULT_VIEWPORT);
    flip('(orientation: landscape)', true);
    expect(meta.content).toBe(LANDSCAPE_PHONE_VIEWPORT);
    flip('(orientation: landscape)', false);
    expect(meta.content).toBe(DEFAULT_VIEWPORT);
  });

  it('leaves a mouse-driven screen alone', () => {
    document.head.innerHTML = `<meta name="viewport" content="${DEFAULT_VIEWPORT}">`;
    vi.spyOn(window.screen, 'availHeight', 'get').mockReturnValue(400);
    fakeMedia({ '(pointer: coarse)': false, '(orientation: landscape)': true });
    startViewportRule();
    expect(document.querySelector<HTMLMetaElement>('meta[name="viewport"]')!.content).toBe(DEFAULT_VIEWPORT);
  });
});
