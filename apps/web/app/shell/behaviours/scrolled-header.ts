import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { onScrollFrame } from './on-scroll-frame.ts';

/** Marks the sticky header once the page scrolls, for its shadow. */
export function startScrolledHeader(): void {
  const header = document.querySelector(hookSelector(DOM_HOOKS.stickyHeader));
  if (!header) return;
  onScrollFrame(() => header.toggleAttribute(DOM_HOOKS.scrolled, window.scrollY > 0));
}
