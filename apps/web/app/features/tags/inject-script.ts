const injected = new Set<string>();

/**
 * Adds `<script async src>` for a tag's loader, once per URL for the page's life. The element is
 * created by the app's own (hash-allowed) code, so `'strict-dynamic'` lets it run without its
 * host in script-src; where it then sends data is what the CSP restricts.
 */
export function injectScript(src: string, onLoad?: () => void): boolean {
  if (injected.has(src)) return false;
  injected.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (onLoad) script.addEventListener('load', onLoad, { once: true });
  document.head.append(script);
  return true;
}

/** A one-pixel image request (vendors' `<noscript>`-style log pixels). */
export function firePixel(src: string): void {
  const image = new Image(1, 1);
  image.referrerPolicy = 'strict-origin-when-cross-origin';
  image.src = src;
}
