import { APP_EVENTS, onAppEvent } from '../../lib/app-events.ts';
import { trapTabKey } from '../../lib/focus-trap.ts';
import type { UiStore } from '../../lib/state/ui-store.ts';

export const MENU_OPEN_CLASS = 'menu-open';

/**
 * The mobile menu (spec/shell.md section 4, Menu) over its server markup: every
 * `[data-menu-toggle]` opens and closes it. It closes on its close button, an overlay click
 * (the dialog itself), Escape, the menu-close app event, when the account opens and when the
 * page is left (a route change; a page restored from the back-forward cache comes back closed).
 * While open the body carries the menu-open marker and the toggles say so.
 */
export function startMobileMenu(ui: UiStore): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-mobile-menu]');
  if (!dialog) return;
  const toggles = [...document.querySelectorAll<HTMLButtonElement>('[data-menu-toggle]')];
  for (const toggle of toggles) toggle.addEventListener('click', () => ui.toggleMenu());
  dialog.querySelector('[data-menu-close]')?.addEventListener('click', () => ui.closeMenu());
  dialog.addEventListener('close', () => ui.closeMenu());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) ui.closeMenu();
  });
  dialog.addEventListener('keydown', (event) => trapTabKey(event, dialog));
  onAppEvent(APP_EVENTS.menuClose, () => ui.closeMenu());
  window.addEventListener('pagehide', () => ui.closeMenu());
  const apply = () => {
    const open = ui.getState().menuIsOpen;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.body.classList.toggle(MENU_OPEN_CLASS, open);
    for (const toggle of toggles) {
      toggle.setAttribute('aria-expanded', String(open));
      const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
      if (label) toggle.setAttribute('aria-label', label);
    }
  };
  apply();
  ui.subscribe(apply);
}
