import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { warmIntl } from './warm-intl.ts';

/**
 * Starts the page's jackpots strips (the client entry calls this on every page): a page
 * without one loads nothing more; one with a strip loads the ticker, a small chunk of plain
 * TypeScript. Not an island: the strip changes on every page view, so an island would load
 * React on every home page, which no other part of it needs (docs/decisions/002).
 */
export async function startJackpotStrips(locale: string): Promise<void> {
  const strips = [...document.querySelectorAll<HTMLElement>(hookSelector(DOM_HOOKS.jackpots))];
  if (strips.length === 0) return;
  const intlReady = warmIntl(locale);
  const [{ startJackpotTicker }, { conversionStore }] = await Promise.all([import('./jackpot-ticker.ts'), import('../../lib/currency-conversion.ts')]);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  for (const strip of strips) {
    startJackpotTicker(strip, {
      locale,
      fetch: (input, init) => window.fetch(input, init),
      now: () => Date.now(),
      reducedMotion: () => reducedMotion.matches,
      conversion: () => conversionStore.getState().conversion,
      onConversion: (listener) => conversionStore.subscribe(listener),
      intlReady,
    });
  }
}
