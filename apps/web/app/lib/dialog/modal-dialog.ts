import { DOM_HOOKS, hookSelector } from '../dom-hooks.ts';
import { trapTabKey } from './focus-trap.ts';

/**
 * On <body> while any modal dialog is open: the page behind stops scrolling (global.css).
 * The name is the mobile menu's, the first of the dialogs; the browser tests know it.
 */
export const PAGE_LOCKED_CLASS = 'menu-open';

export interface ModalDialogOptions {
  /**
   * The visitor asked to close (Escape, a `data-dialog-close` control, the backdrop when
   * `closeOnBackdrop`, the browser's own close request): the owner decides and calls close().
   * Without it the dialog closes itself.
   */
  onRequestClose?: () => void;
  /** False for a dialog nothing but its owner may close (a legal block): Escape and the browser's close requests are refused. Default true. */
  dismissible?: boolean;
  /** A click on the backdrop (the dialog element itself, outside its content) asks to close. Default false. */
  closeOnBackdrop?: boolean;
  /** What to focus once open; otherwise the browser focuses the first focusable element. */
  initialFocus?: () => HTMLElement | null;
}

export interface ModalDialog {
  open(): void;
  close(): void;
  isOpen(): boolean;
  /** Closes it and lets go of the element. */
  detach(): void;
}

/** The open modal dialogs, topmost last: Escape and Tab belong to the topmost. */
const openDialogs: HTMLDialogElement[] = [];

/**
 * A native `<dialog>` shown modally: the browser puts it in the top layer and makes the rest
 * of the page inert; this adds what the browser leaves out or does unreliably. Escape is
 * handled here (Chrome may skip the cancelable `cancel` step for a dialog opened without a
 * user gesture, so a refusal would not hold), Tab cycles inside, the page stops scrolling,
 * and focus goes back where it was on close. Framework-free: the `<Dialog>` component and the
 * mobile menu's behaviour both drive their dialogs with it.
 */
export function attachModalDialog(dialog: HTMLDialogElement, options: ModalDialogOptions = {}): ModalDialog {
  const { dismissible = true, closeOnBackdrop = false } = options;
  let isOpen = false;
  let returnFocus: HTMLElement | null = null;

  const requestClose = () => (options.onRequestClose ? options.onRequestClose() : close());
  const onKeydown = (event: KeyboardEvent) => {
    if (openDialogs.at(-1) !== dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      if (dismissible) requestClose();
    } else {
      trapTabKey(event, dialog);
    }
  };
  const onCancel = (event: Event) => {
    event.preventDefault();
    if (dismissible) requestClose();
  };
  // The browser closed it anyway (a close request it would not let us refuse).
  const onClose = () => {
    if (!isOpen || dialog.open) return;
    if (!dismissible) {
      dialog.showModal();
      return;
    }
    close();
    options.onRequestClose?.();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest(hookSelector(DOM_HOOKS.dialogClose))) requestClose();
    else if (closeOnBackdrop && target === dialog) requestClose();
  };
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('click', onClick);

  function open(): void {
    if (isOpen) return;
    isOpen = true;
    returnFocus = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    openDialogs.push(dialog);
    document.body.classList.add(PAGE_LOCKED_CLASS);
    document.addEventListener('keydown', onKeydown);
    options.initialFocus?.()?.focus();
  }

  function close(): void {
    if (!isOpen) return;
    isOpen = false;
    openDialogs.splice(openDialogs.indexOf(dialog), 1);
    if (openDialogs.length === 0) document.body.classList.remove(PAGE_LOCKED_CLASS);
    document.removeEventListener('keydown', onKeydown);
    const focusWasInside = dialog.contains(document.activeElement) || document.activeElement === document.body || document.activeElement === null;
    if (dialog.open) dialog.close();
    // Back to the opener, unless focus has moved on (or the opener has gone).
    if (focusWasInside && returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
  }

  return {
    open,
    close,
    isOpen: () => isOpen,
    detach() {
      close();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
    },
  };
}
