import { DOM_HOOKS, hookSelector } from '../lib/dom-hooks.ts';

/** Lazy-load intersection threshold (spec/shell.md section 9). */
export const LAZY_THRESHOLD = 0.1;

let observer: IntersectionObserver | null = null;

function load(image: HTMLImageElement): void {
  const src = image.getAttribute(DOM_HOOKS.lazySrc);
  if (!src) return;
  image.removeAttribute(DOM_HOOKS.lazySrc);
  image.src = src;
}

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        load(entry.target as HTMLImageElement);
      }
    },
    // Images below the fold load as they come near; those to the side in a slider only as the
    // slider moves (its overflow clips them), never all at once with the page's LCP image.
    { threshold: LAZY_THRESHOLD, rootMargin: '0px 0px 300px 0px' },
  );
  return observer;
}

/** Starts watching one placeholder; returns the way to stop. */
export function observeLazyImage(placeholder: Element): () => void {
  if (!placeholder.hasAttribute(DOM_HOOKS.lazySrc)) return () => {};
  if (typeof IntersectionObserver === 'undefined') {
    load(placeholder as HTMLImageElement);
    return () => {};
  }
  shared().observe(placeholder);
  return () => observer?.unobserve(placeholder);
}

/** Every placeholder in the static page. */
export function observeLazyImages(root: ParentNode = document): void {
  for (const placeholder of root.querySelectorAll(hookSelector(DOM_HOOKS.lazySrc))) observeLazyImage(placeholder);
}
