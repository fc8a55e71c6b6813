import { accountModeFromHash, type AccountHashOptions } from '../../lib/account-hash.ts';
import { APP_EVENTS, emitAppEvent } from '../../lib/app-events.ts';
import type { UiStore } from '../../lib/state/ui-store.ts';

/**
 * Publishes the page's route (each page is a document: its load is the route change) and
 * every hash change as app events; an account hash opens the account, closing the menu (the
 * player, features/player, opens the widget on it). Feedback hashes count only where the
 * culture has feedback on. Returns what stops listening (a page never does; a test must).
 */
export function startAppEvents(ui: UiStore, pathname: string, options: AccountHashOptions = { feedbacksEnabled: true }): () => void {
  emitAppEvent(APP_EVENTS.routeChange, { pathname });
  const onHash = () => {
    const mode = accountModeFromHash(window.location.hash, options);
    emitAppEvent(APP_EVENTS.hashChange, { hash: window.location.hash });
    ui.setAccountPopup(mode !== null);
    if (mode) emitAppEvent(APP_EVENTS.accountOpen, { mode });
  };
  onHash();
  window.addEventListener('hashchange', onHash);
  return () => window.removeEventListener('hashchange', onHash);
}
