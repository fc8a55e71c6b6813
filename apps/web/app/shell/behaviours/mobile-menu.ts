import { APP_EVENTS, onAppEvent } from '../../lib/app-events.ts';
import { attachModalDialog } from '../../lib/dialog/modal-dialog.ts';
import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import type { UiStore } from '../../lib/state/ui-store.ts';

/**
 * The mobile menu (spec/shell.md section 4, Menu) over its server markup: every menu toggle
 * opens and closes it. It closes on its close button, an overlay click, Escape (lib/dialog
 * asks, the UI store decides), the menu-close app event, when the account opens and when the
 * page is left (a route change; a page restored from the back-forward cache comes back
 * closed). While open the toggles say so.
 */
export function startMobileMenu(ui: UiStore): void {
  const dialog = document.querySelector<HTMLDialogElement>(`dialog${hookSelector(DOM_HOOKS.mobileMenu)}`);
  if (!dialog) return;
  const modal = attachModalDialog(dialog, { closeOnBackdrop: true, onRequestClose: () => ui.closeMenu() });
  const toggles = [...document.querySelectorAll<HTMLButtonElement>(hookSelector(DOM_HOOKS.menuToggle))];
  for (const toggle of toggles) toggle.addEventListener('click', () => ui.toggleMenu());
  onAppEvent(APP_EVENTS.menuClose, () => ui.closeMenu());
  window.addEventListener('pagehide', () => ui.closeMenu());
  const apply = () => {
    const open = ui.getState().menuIsOpen;
    if (open) modal.open();
    else modal.close();
    for (const toggle of toggles) {
      toggle.setAttribute('aria-expanded', String(open));
      const label = toggle.getAttribute(open ? DOM_HOOKS.labelClose : DOM_HOOKS.labelOpen);
      if (label) toggle.setAttribute('aria-label', label);
    }
  };
  apply();
  ui.subscribe(apply);
}
