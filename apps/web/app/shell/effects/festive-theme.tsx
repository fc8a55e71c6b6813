import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { parseEmulatedDate } from '../../lib/emulation.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';

/**
 * Keeps the context time (now, or `dem` where emulation is enabled) in the UI store and
 * mirrors the Christmas flag onto <html data-festive>, which the theme's CSS follows.
 */
export function FestiveTheme({ emulation }: { emulation: boolean }) {
  const ui = useUiStore();
  const { search } = useLocation();
  useEffect(() => {
    const emulated = emulation ? parseEmulatedDate(new URLSearchParams(search).get('dem')) : null;
    ui.setContextTime(emulated ?? Date.now());
  }, [emulation, search, ui]);
  useEffect(() => {
    const apply = () => document.documentElement.toggleAttribute('data-festive', ui.getState().isXmas);
    apply();
    return ui.subscribe(apply);
  }, [ui]);
  return null;
}
