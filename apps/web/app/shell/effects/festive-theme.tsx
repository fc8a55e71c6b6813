import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { parseEmulatedDate } from '../../lib/emulation.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';

/**
 * Sets the context time to `dem` where emulation is enabled, and
 * mirrors the Christmas flag onto <html data-festive>, which the theme's CSS follows.
 */
export function FestiveTheme({ emulation }: { emulation: boolean }) {
  const ui = useUiStore();
  const { search } = useLocation();
  useEffect(() => {
    // Without `dem` the server's time (to the hour) stays: re-rendering the page at hydration
    // for a few minutes' difference would only cost the visitor time.
    const emulated = emulation ? parseEmulatedDate(new URLSearchParams(search).get('dem')) : null;
    if (emulated !== null) ui.setContextTime(emulated);
  }, [emulation, search, ui]);
  useEffect(() => {
    const apply = () => document.documentElement.toggleAttribute('data-festive', ui.getState().isXmas);
    apply();
    return ui.subscribe(apply);
  }, [ui]);
  return null;
}
