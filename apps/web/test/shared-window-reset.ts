import { afterAll } from 'vitest';

/**
 * The web unit tests share a worker's module registry (`isolate: false`, scripts/vitest-isolation.ts),
 * and Vitest then keeps one happy-dom window for every DOM file the worker runs: a listener, a
 * global, an element or an address that one file leaves behind greets the files after it. Which
 * file follows which depends on the workers' split, so such a leak fails a test only in some
 * runs (a data layer and a hash listener did, with the files shuffled). Every file gets the
 * window back as it found it: the listeners added to `window` and `document` removed, new
 * globals deleted, the document emptied and the address restored. Module state (stores) stays
 * each test's own to reset.
 */
type Added = { target: EventTarget; type: string; listener: EventListenerOrEventListenerObject; options: boolean | EventListenerOptions | undefined };

/** Moves happy-dom's window to `url` (what a test that follows a link does), cross-origin included. */
export function setWindowAddress(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

/** Starts recording what a file adds to the window; the returned function takes it all away again. */
export function trackSharedWindow(): () => void {
  const added: Added[] = [];
  const targets = [window, document] as const;
  const originals: Array<EventTarget['addEventListener']> = targets.map((target) => target.addEventListener);
  targets.forEach((target, index) => {
    const original = originals[index]!;
    target.addEventListener = function (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
      if (listener) added.push({ target, type, listener, options });
      original.call(target, type, listener, options);
    };
  });
  const globals = new Set(Object.getOwnPropertyNames(globalThis));
  const address = window.location.href;
  return () => {
    for (const { target, type, listener, options } of added.splice(0)) target.removeEventListener(type, listener, options);
    targets.forEach((target, index) => (target.addEventListener = originals[index]!));
    for (const name of Object.getOwnPropertyNames(globalThis)) if (!globals.has(name)) delete (globalThis as Record<string, unknown>)[name];
    for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
    document.head.replaceChildren();
    document.body.replaceChildren();
    // (a test may have followed a link to another origin, where replaceState would refuse it)
    setWindowAddress(address);
  };
}

// A setup file (vitest.config.ts) runs before each file; DOM files only.
if (typeof window !== 'undefined' && 'happyDOM' in window) afterAll(trackSharedWindow());
