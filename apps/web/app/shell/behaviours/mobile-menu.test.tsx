// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP_EVENTS, emitAppEvent } from '../../lib/app-events.ts';
import { PAGE_LOCKED_CLASS } from '../../lib/dialog/modal-dialog.ts';
import { AppIntlProvider } from '../../lib/i18n/intl-provider.tsx';
import { loadMessages } from '../../lib/i18n/load-messages.server.ts';
import { createUiStore, type UiStore } from '../../lib/state/ui-store.ts';
import { MenuButton } from '../header/menu-button.tsx';
import { MobileMenu } from '../mobile-menu/mobile-menu.tsx';
import { startMobileMenu } from './mobile-menu.ts';

// The server's markup, so the test holds markup and behaviour to the same hooks.
const MARKUP = renderToStaticMarkup(
  <AppIntlProvider culture={{ hreflang: 'en-GB', timeZone: 'Europe/London' }} messages={loadMessages('en-GB', ['frame', 'menus'])}>
    <MenuButton variant="header" />
    <MenuButton variant="footer" />
    <MobileMenu primary={[{ href: '/online-slots/', label: 'Online Slots' }]} secondary={[{ href: '/help/', label: 'Help' }]} />
  </AppIntlProvider>,
);

let ui: UiStore;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog#mobile-menu')!;
const burger = () => document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"][aria-label]')!;
const isOpen = () => dialog().open && document.body.classList.contains(PAGE_LOCKED_CLASS) && ui.getState().menuIsOpen;
const isClosed = () => !dialog().open && !document.body.classList.contains(PAGE_LOCKED_CLASS) && !ui.getState().menuIsOpen;

beforeEach(() => {
  document.body.className = '';
  document.body.innerHTML = MARKUP;
  ui = createUiStore(0);
  startMobileMenu(ui);
});

describe('mobile menu behaviour', () => {
  it('opens and closes from every toggle, which say so', () => {
    const toggles = [...document.querySelectorAll<HTMLButtonElement>('button[aria-controls="mobile-menu"]')];
    expect(toggles).toHaveLength(2);
    expect(burger().getAttribute('aria-label')).toBe('Open menu');
    toggles[1]!.click();
    expect(isOpen()).toBe(true);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
    expect(burger().getAttribute('aria-label')).toBe('Close menu');
    toggles[0]!.click();
    expect(isClosed()).toBe(true);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(burger().getAttribute('aria-label')).toBe('Open menu');
  });

  it('is named by its title', () => {
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBeTruthy();
  });

  it('closes on Escape, giving focus back to the toggle', () => {
    burger().focus();
    burger().click();
    dialog().querySelector('a')!.focus();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(burger());
  });

  it('closes on its close button and on an overlay click, not on a click inside', () => {
    burger().click();
    dialog().querySelector('nav')!.click();
    expect(isOpen()).toBe(true);
    dialog().querySelector<HTMLButtonElement>('button[aria-label="Close menu"]')!.click();
    expect(isClosed()).toBe(true);
    burger().click();
    dialog().click();
    expect(isClosed()).toBe(true);
  });

  it('closes on the menu-close event, when the account opens and when the page is left', () => {
    for (const close of [() => emitAppEvent(APP_EVENTS.menuClose), () => ui.setAccountPopup(true), () => window.dispatchEvent(new Event('pagehide'))]) {
      ui.setAccountPopup(false);
      burger().click();
      expect(isOpen()).toBe(true);
      close();
      expect(isClosed()).toBe(true);
    }
  });
});
