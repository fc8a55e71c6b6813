/** Runs `update` now and then at most once a frame while the page scrolls (a passive listener). */
export function onScrollFrame(update: () => void): void {
  let frame = 0;
  update();
  window.addEventListener(
    'scroll',
    () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    },
    { passive: true },
  );
}
