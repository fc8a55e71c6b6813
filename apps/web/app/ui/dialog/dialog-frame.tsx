import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import { CloseIcon } from '../icons.tsx';
import styles from './dialog.module.css';

const TitleId = createContext<string | undefined>(undefined);

export type DialogFrameProps = Omit<ComponentProps<'dialog'>, 'open' | 'aria-labelledby' | 'aria-label'>;

/**
 * A modal dialog's markup: a native `<dialog>` named by its `<DialogTitle>`. Markup only, so
 * it serves static server markup driven by a behaviour (the mobile menu) as well as `<Dialog>`.
 * A dialog with an id names its title after it: the same wherever the dialog stands in the tree,
 * so its HTML can be kept and reused (lib/fragment-cache.tsx); others take a `useId`.
 */
export function DialogFrame({ children, ...rest }: DialogFrameProps) {
  const generated = useId();
  const titleId = rest.id ? `${rest.id}-title` : generated;
  return (
    <TitleId value={titleId}>
      <dialog aria-labelledby={titleId} {...rest}>
        {children}
      </dialog>
    </TitleId>
  );
}

/** The heading that names its dialog. */
export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h2 id={use(TitleId)} className={className}>
      {children}
    </h2>
  );
}

/** Title and close button, the header of a dismissible dialog (lib/dialog closes it on the button's click). */
export function DialogHeader({ title, closeLabel }: { title: ReactNode; closeLabel: string }) {
  return (
    <div className={styles.header}>
      <DialogTitle className={styles.title}>{title}</DialogTitle>
      <button type="button" className={styles.close} aria-label={closeLabel} {...domHook(DOM_HOOKS.dialogClose)}>
        <CloseIcon />
      </button>
    </div>
  );
}
