import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { accountModeFromHash } from '../../lib/account-hash.ts';
import { APP_EVENTS, emitAppEvent } from '../../lib/app-events.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';

/** Publishes route and hash changes as app events; an account hash opens the account (closing the menu). */
export function AppEventsBridge() {
  const ui = useUiStore();
  const { pathname } = useLocation();
  useEffect(() => emitAppEvent(APP_EVENTS.routeChange, { pathname }), [pathname]);
  // Tells tests (and monitoring) the page is interactive: hydration starts after the first paint.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  useEffect(() => {
    const onHash = () => {
      const mode = accountModeFromHash(window.location.hash);
      emitAppEvent(APP_EVENTS.hashChange, { hash: window.location.hash });
      ui.setAccountPopup(mode !== null);
      if (mode) emitAppEvent(APP_EVENTS.accountOpen, { mode });
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [ui]);
  return null;
}
