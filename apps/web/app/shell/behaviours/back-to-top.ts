import { SCROLL_TO_TOP, scrollPositionAt } from '../../lib/scroll-to-top.ts';

/** Shows `[data-back-to-top]` after 200 px of scrolling; it scrolls up in 250 ms, easeOutCubic (instantly with reduced motion). */
export function startBackToTop(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
  if (!button) return;
  let frame = 0;
  let animation = 0;
  const update = () => {
    frame = 0;
    button.toggleAttribute('data-visible', window.scrollY > SCROLL_TO_TOP.showAfterPx);
  };
  update();
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
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
