// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { APP_EVENTS, onAppEvent } from '../../lib/app-events.ts';
import { createUiStore } from '../../lib/state/ui-store.ts';
import { startAppEvents } from './app-events.ts';

const stops: Array<() => void> = [];
function record(name: (typeof APP_EVENTS)[keyof typeof APP_EVENTS]): unknown[] {
  const seen: unknown[] = [];
  stops.push(onAppEvent(name, (detail) => seen.push(detail)));
  return seen;
}
function navigateToHash(hash: string): void {
  window.location.hash = hash;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  history.replaceState(null, '', '/');
});

describe('app events', () => {
  it('publishes the route of the page and every hash; an account hash opens the account and closes the menu', () => {
    const routes = record(APP_EVENTS.routeChange);
    const hashes = record(APP_EVENTS.hashChange);
    const accounts = record(APP_EVENTS.accountOpen);
    const ui = createUiStore(0);
    stops.push(startAppEvents(ui, '/online-slots/'));
    expect(routes).toEqual([{ pathname: '/online-slots/' }]);
    ui.toggleMenu();
    navigateToHash('#account/login');
    expect(hashes.at(-1)).toEqual({ hash: '#account/login' });
    expect(accounts).toEqual([{ mode: 'login' }]);
    expect(ui.getState()).toMatchObject({ showAccountPopup: true, menuIsOpen: false });
    navigateToHash('#search');
    expect(hashes.at(-1)).toEqual({ hash: '#search' });
    expect(accounts).toHaveLength(1);
    expect(ui.getState().showAccountPopup).toBe(false);
  });

  it('opens the account straight away when the page is loaded with its hash', () => {
    history.replaceState(null, '', '/#account/register');
    const accounts = record(APP_EVENTS.accountOpen);
    const ui = createUiStore(0);
    stops.push(startAppEvents(ui, '/'));
    expect(accounts).toEqual([{ mode: 'register' }]);
    expect(ui.getState().showAccountPopup).toBe(true);
  });
});
