import { useEffect } from 'react';
import { serviceWorkerUrl } from '../../lib/pwa-paths.ts';

/** Registers the service worker once the page is up; a failure is only logged to the console. */
export function ServiceWorkerRegistration({ version, brand }: { version: string; brand: string }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () =>
      navigator.serviceWorker.register(serviceWorkerUrl(version, brand), { scope: '/' }).catch((error: unknown) => {
        console.warn('[pwa] service worker registration failed', error);
      });
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  }, [version, brand]);
  return null;
}
