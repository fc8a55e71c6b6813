// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOM_HOOKS } from '../dom-hooks.ts';
import { attachModalDialog, PAGE_LOCKED_CLASS, type ModalDialog } from './modal-dialog.ts';

const attached: ModalDialog[] = [];

function setUp(options: Parameters<typeof attachModalDialog>[1] = {}) {
  document.body.innerHTML = `
    <button id="opener">Open</button>
    <dialog id="dialog" aria-labelledby="title">
      <h2 id="title">Title</h2>
      <button id="close" ${DOM_HOOKS.dialogClose}>×</button>
      <input id="field">
      <a id="last" href="#x">Last</a>
    </dialog>`;
  const dialog = document.querySelector('dialog')!;
  const modal = attachModalDialog(dialog, options);
  attached.push(modal);
  return { dialog, modal, byId: (id: string) => document.getElementById(id)! };
}

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

afterEach(() => {
  for (const modal of attached.splice(0)) modal.detach();
  document.body.className = '';
});

describe('modal dialog', () => {
  it('opens modally, locks the page and focuses what it is asked to; closing gives focus back to the opener', () => {
    const { dialog, modal, byId } = setUp({ initialFocus: () => document.getElementById('field') });
    byId('opener').focus();
    modal.open();
    expect(dialog.open).toBe(true);
    expect(modal.isOpen()).toBe(true);
    expect(document.body.classList.contains(PAGE_LOCKED_CLASS)).toBe(true);
    expect(document.activeElement).toBe(byId('field'));
    modal.close();
    expect(dialog.open).toBe(false);
    expect(document.body.classList.contains(PAGE_LOCKED_CLASS)).toBe(false);
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('asks its owner to close on Escape, a close control and (when enabled) the backdrop, and takes Escape from the browser', () => {
    const onRequestClose = vi.fn();
    const { dialog, modal, byId } = setUp({ onRequestClose, closeOnBackdrop: true });
    modal.open();
    byId('field').focus();
    expect(press('Escape').defaultPrevented).toBe(true);
    byId('close').click();
    dialog.click();
    byId('field').click();
    expect(onRequestClose).toHaveBeenCalledTimes(3);
    // The owner decides: asking does not close it.
    expect(dialog.open).toBe(true);
  });

  it('closes itself when nobody owns it', () => {
    const { dialog, modal } = setUp();
    modal.open();
    press('Escape');
    expect(dialog.open).toBe(false);
    expect(modal.isOpen()).toBe(false);
  });

  it('refuses Escape and the browser’s close requests when not dismissible, and reopens if the browser closes it anyway', () => {
    const onRequestClose = vi.fn();
    const { dialog, modal } = setUp({ dismissible: false, onRequestClose });
    modal.open();
    expect(press('Escape').defaultPrevented).toBe(true);
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    dialog.close();
    expect(dialog.open).toBe(true);
    expect(onRequestClose).not.toHaveBeenCalled();
  });

  it('follows the browser when it closes a dismissible dialog, telling the owner', () => {
    const onRequestClose = vi.fn();
    const { dialog, modal } = setUp({ onRequestClose });
    modal.open();
    dialog.close();
    expect(modal.isOpen()).toBe(false);
    expect(document.body.classList.contains(PAGE_LOCKED_CLASS)).toBe(false);
    expect(onRequestClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside, both ways', () => {
    const { modal, byId } = setUp();
    modal.open();
    byId('last').focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(byId('close'));
    expect(press('Tab', { shiftKey: true }).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(byId('last'));
    byId('field').focus();
    expect(press('Tab').defaultPrevented).toBe(false);
  });

  it('gives Escape to the topmost of stacked dialogs and unlocks the page only when the last one closes', () => {
    const { modal: lower } = setUp();
    const upperElement = document.createElement('dialog');
    upperElement.innerHTML = '<button>Inside</button>';
    document.body.append(upperElement);
    const upper = attachModalDialog(upperElement);
    attached.push(upper);
    lower.open();
    upper.open();
    press('Escape');
    expect(upper.isOpen()).toBe(false);
    expect(lower.isOpen()).toBe(true);
    expect(document.body.classList.contains(PAGE_LOCKED_CLASS)).toBe(true);
    press('Escape');
    expect(lower.isOpen()).toBe(false);
    expect(document.body.classList.contains(PAGE_LOCKED_CLASS)).toBe(false);
  });

  it('lets go on detach: closed, and deaf to its controls', () => {
    const onRequestClose = vi.fn();
    const { modal, byId } = setUp({ onRequestClose });
    modal.open();
    modal.detach();
    expect(modal.isOpen()).toBe(false);
    byId('close').click();
    press('Escape');
    expect(onRequestClose).not.toHaveBeenCalled();
  });
});
