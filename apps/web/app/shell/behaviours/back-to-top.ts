import { onScrollFrame } from './on-scroll-frame.ts';
import { SCROLL_TO_TOP, scrollPositionAt } from '../../lib/scroll-to-top.ts';

/** Shows `[data-back-to-top]` after 200 px of scrolling; it scrolls up in 250 ms, easeOutCubic (instantly with reduced motion). */
export function startBackToTop(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
  if (!button) return;
  let animation = 0;
  onScrollFrame(() => button.toggleAttribute('data-visible', window.scrollY > SCROLL_TO_TOP.showAfterPx));
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
