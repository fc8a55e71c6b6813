import type { ActiveWidget, WidgetEvent } from '@mc/account-protocol/account-protocol';
import { button, el, type Child } from './dom.ts';
import type { Translate } from './widget-messages.ts';
import { WIDGET_CSS } from './widget-styles.ts';

/**
 * The widget's one modal dialog: views replace its content. Every change of view bumps the
 * generation, so an answer that arrives for a view that is gone is dropped.
 */
export interface WidgetDialog {
  /** Puts a view in the dialog (opening it if need be), reports `shown` and moves focus to its first control. */
  present(widget: ActiveWidget | null, title: string, ...content: Child[]): void;
  /** A message in place of the current view (same dialog name, no new `shown`). */
  message(title: string, text: string, ...actions: Child[]): void;
  /** A notice view: a title, a text and at most one action. */
  notice(title: string, text: string, action?: [string, () => void]): void;
  /** Closes it as the page asked: no `closed` report. */
  hide(): void;
  /** Closes it as if by the visitor (the page drops the account hash): reports `closed`. */
  done(): void;
  generation(): number;
  /** A new generation (a view is about to load): returns it. */
  bump(): number;
}

export function createDialog(culture: string, t: Translate, report: (event: WidgetEvent) => void): WidgetDialog {
  let dialog: HTMLDialogElement | null = null;
  let body: HTMLElement | null = null;
  let generation = 0;

  function hide(): void {
    generation++;
    if (dialog?.open) dialog.close();
    if (dialog) dialog.dataset.widget = 'none';
  }

  function visitorClose(): void {
    if (!dialog?.open) return;
    hide();
    report({ type: 'closed' });
  }

  function ensureDialog(): { dialog: HTMLDialogElement; body: HTMLElement } {
    if (dialog && body && dialog.isConnected) return { dialog, body };
    if (!document.getElementById('mcw-style')) document.head.append(el('style', { id: 'mcw-style' }, WIDGET_CSS));
    body = el('div', { class: 'mcw-box' });
    dialog = el('dialog', { class: 'mcw', 'data-testid': 'account-widget', 'aria-labelledby': 'mcw-title', lang: culture }, body);
    const node = dialog;
    node.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      visitorClose();
    });
    node.addEventListener('cancel', (event) => {
      event.preventDefault();
      visitorClose();
    });
    // A click on the dialog element itself is a click on its backdrop: the box fills the dialog.
    node.addEventListener('click', (event) => {
      if (event.target === node) visitorClose();
    });
    document.body.append(node);
    return { dialog: node, body };
  }

  function present(widget: ActiveWidget | null, title: string, ...content: Child[]): void {
    generation++;
    const view = ensureDialog();
    const close = el(
      'button',
      { type: 'button', class: 'mcw-x', 'aria-label': t('close'), 'data-testid': 'account-widget-close' },
      el('span', { 'aria-hidden': 'true' }, '×'),
    );
    close.addEventListener('click', visitorClose);
    view.body.replaceChildren(
      el('div', { class: 'mcw-head' }, el('h2', { id: 'mcw-title' }, title), close),
      ...content.filter((child): child is Node | string => !!child),
    );
    if (widget) view.dialog.dataset.widget = widget;
    if (!view.dialog.open) view.dialog.showModal();
    const first = view.body.querySelector<HTMLElement>('input, select, textarea, .mcw-btn, .mcw-link') ?? close;
    first.focus();
    if (widget) report({ type: 'shown', widget });
  }

  return {
    present,
    message: (title, text, ...actions) => present(null, title, el('p', { class: 'mcw-status', role: 'status' }, text), ...actions),
    notice: (title, text, action) => present('notice', title, el('p', {}, text), action ? button(action[0], action[1]) : null),
    hide,
    done() {
      hide();
      report({ type: 'closed' });
    },
    generation: () => generation,
    bump: () => ++generation,
  };
}
