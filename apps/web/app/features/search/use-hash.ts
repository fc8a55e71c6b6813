import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The current address without its hash, absolute: a path such as `//x/` written alone would
 * be read as another origin, and the history API throws on it.
 */
export function addressWithoutHash(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

/**
 * The address hash, kept in sync on hashchange/popstate. `close` restores the previous hash
 * state: back in history when the hash was reached by navigating, otherwise it is removed.
 * `navigated` counts the hash navigations that happened before this mounted.
 */
export function useHash(navigated = 0): { hash: string; close: () => void } {
  const [hash, setHash] = useState('');
  const navigations = useRef(navigated);
  useEffect(() => {
    setHash(window.location.hash);
    const onChange = () => {
      navigations.current += 1;
      setHash(window.location.hash);
    };
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const close = useCallback(() => {
    if (navigations.current > 0) {
      navigations.current -= 2; // the back navigation fires hashchange too
      window.history.back();
      return;
    }
    window.history.replaceState(window.history.state, '', addressWithoutHash(window.location.href));
    setHash('');
  }, []);
  return { hash, close };
}
