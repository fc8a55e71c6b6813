/** How long the ticker waits for the warm-up at most: its figures matter more than a long task. */
const WARM_TIMEOUT_MS = 3000;

/**
 * For a strip without number patterns (ticker-formats.ts) only: loads `locale`'s number data
 * into ICU off the main thread (intl-warm.worker.ts); resolves
 * once it is there, or the worker failed, or after WARM_TIMEOUT_MS: the ticker formats then
 * at a few milliseconds a formatter instead of a long task for the first.
 */
export function warmIntl(locale: string): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url));
    } catch {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(done, WARM_TIMEOUT_MS);
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage({ locale });
  });
}
