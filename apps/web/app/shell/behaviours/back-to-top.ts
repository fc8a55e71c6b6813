import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { SCROLL_TO_TOP, scrollPositionAt } from '../../lib/scroll-to-top.ts';
import { onScrollFrame } from './on-scroll-frame.ts';

/** Shows the back-to-top button after 200 px of scrolling; it scrolls up in 250 ms, easeOutCubic (instantly with reduced motion). */
export function startBackToTop(): void {
  const button = document.querySelector<HTMLButtonElement>(hookSelector(DOM_HOOKS.backToTop));
  if (!button) return;
  let animation = 0;
  onScrollFrame(() => button.toggleAttribute(DOM_HOOKS.visible, window.scrollY > SCROLL_TO_TOP.showAfterPx));
  button.addEventListener('click', () => {
    cancelAnimationFrame(animation);
    const from = window.scrollY;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo(0, 0);
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      window.scrollTo(0, scrollPositionAt(from, elapsed));
      if (elapsed < SCROLL_TO_TOP.durationMs) animation = requestAnimationFrame(step);
    };
    animation = requestAnimationFrame(step);
  });
}
