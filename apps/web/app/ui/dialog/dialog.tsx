import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { attachModalDialog } from '../../lib/dialog/modal-dialog.ts';
import { DialogFrame, type DialogFrameProps } from './dialog-frame.tsx';

export interface DialogProps extends Omit<DialogFrameProps, 'ref' | 'onClose' | 'onCancel'> {
  /** The visitor asked to close (Escape, the close button, the browser's close request): unmount the dialog. */
  onClose?: () => void;
  /** False for a dialog the visitor cannot close (a legal block). Default true. */
  dismissible?: boolean;
  /** A click on the backdrop asks to close. Default false. */
  closeOnBackdrop?: boolean;
  /** Focused once open; otherwise the first focusable element is. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog, open while mounted (lib/dialog/modal-dialog.ts does the dialog's part:
 * Escape, Tab kept inside, the page behind inert and still, focus back to the opener).
 * Name it with a `<DialogTitle>` or `<DialogHeader>` inside.
 */
export function Dialog({ onClose, dismissible = true, closeOnBackdrop = false, initialFocus, children, ...rest }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const requestClose = useEffectEvent(() => onClose?.());
  useEffect(() => {
    if (!ref.current) return;
    const modal = attachModalDialog(ref.current, {
      dismissible,
      closeOnBackdrop,
      onRequestClose: () => requestClose(),
      initialFocus: () => initialFocus?.current ?? null,
    });
    modal.open();
    return modal.detach;
  }, [dismissible, closeOnBackdrop, initialFocus]);
  return (
    <DialogFrame ref={ref} {...rest}>
      {children}
    </DialogFrame>
  );
}
