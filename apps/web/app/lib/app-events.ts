/** App events (spec/shell.md section 2): hash and route changes are published; others ask parts of the frame to act. */
export const APP_EVENTS = {
  routeChange: 'mc:route-change',
  hashChange: 'mc:hash-change',
  menuClose: 'mc:menu-close',
  accountOpen: 'mc:account-open',
  /** Tracking events (`{ group, event }`, spec/shell.md section 7), picked up by the tracking module. */
  track: 'mc:track',
  /** The visitor's cookie consent was announced (detail: the ConsentChoice, lib/consent/consent.ts). */
  consent: 'mc:consent',
  /** A page part asks the player to log in and stay on the page (`{ intent }`, lib/account-session.ts). */
  loginRequest: 'mc:login-request',
} as const;

export type AppEventName = (typeof APP_EVENTS)[keyof typeof APP_EVENTS];

export function emitAppEvent(name: AppEventName, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onAppEvent(name: AppEventName, handler: (detail: unknown) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
