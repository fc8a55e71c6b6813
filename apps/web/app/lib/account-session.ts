import type { BankTransferAnswer } from '@mc/account-protocol/account-protocol';
import { APP_EVENTS, emitAppEvent, onAppEvent } from './app-events.ts';
import { createStore } from './state/create-store.ts';

/** Intents of a page part that needs the player logged in on this page (after the login the player stays). */
export const STAY_INTENTS = ['bankTransfer'] as const;
export type StayIntent = (typeof STAY_INTENTS)[number];

export interface AccountSessionState {
  /**
   * Logins and registrations on this page (0: a guest here, whatever the stored segment says):
   * the account widget holds the player's session (docs/decisions/010: the page holds none, and
   * the next page forgets it). Counted, so a part that lost the session sees the next login.
   */
  logins: number;
  /** The player's bank-transfer details through the widget, which keeps the session; null where the widget cannot give them. */
  bankTransfer: ((request: { culture: string; code: string }) => Promise<BankTransferAnswer>) | null;
}

/**
 * Where the player (features/player, which talks to the widget) and the page parts that show a
 * player's own data (features/payments) meet: features never import each other. Browser only;
 * nothing of it is ever rendered on the server.
 */
export const NO_ACCOUNT_SESSION: AccountSessionState = { logins: 0, bankTransfer: null };
export const accountSession = createStore<AccountSessionState>(NO_ACCOUNT_SESSION);

/** Asks the player to open the login with an intent that keeps the player on this page afterwards. */
export function requestLogin(intent: StayIntent): void {
  emitAppEvent(APP_EVENTS.loginRequest, { intent });
}

/** The player's side of `requestLogin`. */
export function onLoginRequest(handler: (intent: StayIntent) => void): () => void {
  return onAppEvent(APP_EVENTS.loginRequest, (detail) => {
    const intent = (detail as { intent?: unknown } | null)?.intent;
    if ((STAY_INTENTS as readonly unknown[]).includes(intent)) handler(intent as StayIntent);
  });
}
