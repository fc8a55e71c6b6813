import { serviceWorkerUrl } from '../../lib/pwa-paths.ts';

/**
 * Registers the service worker once the page has loaded and the browser is idle: its install
 * (the precached shell and offline pages) then never competes with the page's own loading.
 * A failure is only logged to the console. Not under Vite's dev server: the worker is made by
 * the build, and one left over from a build would serve stale modules over hot reload.
 */
export function registerServiceWorker(version: string, brand: string): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(serviceWorkerUrl(version, brand), { scope: '/' }).catch((error: unknown) => {
      console.warn('[pwa] service worker registration failed', error);
    });
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
