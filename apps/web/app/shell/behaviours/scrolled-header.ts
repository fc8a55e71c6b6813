/** Marks the sticky header once the page scrolls, for its shadow. */
export function startScrolledHeader(): void {
  const header = document.querySelector('[data-sticky-header]');
  if (!header) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    header.toggleAttribute('data-scrolled', window.scrollY > 0);
  };
  update();
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
}
