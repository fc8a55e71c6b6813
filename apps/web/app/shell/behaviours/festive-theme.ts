import { DOM_HOOKS } from '../../lib/dom-hooks.ts';
import { parseEmulatedDate } from '../../lib/emulation.ts';
import type { UiStore } from '../../lib/state/ui-store.ts';

/**
 * Sets the context time to `dem` where emulation is enabled, and mirrors the Christmas flag
 * onto <html data-festive>, which the theme's CSS follows. Without `dem` the server's time (to
 * the hour) stays: re-rendering the page for a few minutes' difference would only cost time.
 */
export function startFestiveTheme(ui: UiStore, emulation: boolean): void {
  const emulated = emulation ? parseEmulatedDate(new URLSearchParams(window.location.search).get('dem')) : null;
  if (emulated !== null) ui.setContextTime(emulated);
  const apply = () => document.documentElement.toggleAttribute(DOM_HOOKS.festive, ui.getState().isXmas);
  apply();
  ui.subscribe(apply);
}
