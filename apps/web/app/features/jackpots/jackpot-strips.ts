import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { readTickerFormats } from './ticker-formats.ts';
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
  const formats = strips.map((strip) => readTickerFormats(strip.getAttribute(DOM_HOOKS.jackpotFormats)));
  // ICU is warmed off the main thread only where a strip has no pattern for its days (or none at all):
  // a currency without one (a conversion the platform's rates do not list) is rare enough to format at once.
  const intlReady = formats.every((format) => format?.days && Object.keys(format.money).length > 0) ? undefined : warmIntl(locale);
  const [{ startJackpotTicker }, { conversionStore }] = await Promise.all([import('./jackpot-ticker.ts'), import('../../lib/currency-conversion.ts')]);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  for (const [index, strip] of strips.entries()) {
    startJackpotTicker(strip, {
      locale,
      fetch: (input, init) => window.fetch(input, init),
      now: () => Date.now(),
      reducedMotion: () => reducedMotion.matches,
      conversion: () => conversionStore.getState().conversion,
      onConversion: (listener) => conversionStore.subscribe(listener),
      formats: formats[index],
      intlReady,
    });
  }
}
