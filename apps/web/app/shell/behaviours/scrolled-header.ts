import { onScrollFrame } from './on-scroll-frame.ts';

/** Marks the sticky header once the page scrolls, for its shadow. */
export function startScrolledHeader(): void {
  const header = document.querySelector('[data-sticky-header]');
  if (!header) return;
  onScrollFrame(() => header.toggleAttribute('data-scrolled', window.scrollY > 0));
}
