// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOCKED_CLASS } from '../../lib/dialog/modal-dialog.ts';
import { Dialog } from './dialog.tsx';
import { DialogFrame, DialogHeader, DialogTitle } from './dialog-frame.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

function mount(element: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  return container;
}

const escape = () => act(() => void document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));

function Search({ onClose }: { onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog data-testid="search" onClose={onClose} initialFocus={input}>
      <DialogHeader title="Search games" closeLabel="Close search" />
      <input ref={input} aria-label="Game" />
    </Dialog>
  );
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('<Dialog>', () => {
  it('is open while mounted, named by its title, focused where asked, with the page locked behind', () => {
    const opener = document.createElement('a');
    opener.href = '#search';
    document.body.append(opener);
    opener.focus();
    mount(<Search onClose={() => {}} />);
    const dialog = document.querySelector<HTMLDialogElement>('[data-testid="search"]')!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Search games');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Game');
    expect(document.body.classList.contains(PAGE_LOCKED_CLASS)).toBe(true);
    act(() => root!.unmount());
    root = null;
    expect(document.body.classList.contains(PAGE_LOCKED_CLASS)).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('asks its owner to close on Escape and on its close button', () => {
    const onClose = vi.fn();
    mount(<Search onClose={onClose} />);
    escape();
    act(() => document.querySelector<HTMLButtonElement>('button[aria-label="Close search"]')!.click());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('calls the owner’s latest onClose', () => {
    const first = vi.fn();
    const latest = vi.fn();
    mount(<Search onClose={first} />);
    act(() => root!.render(<Search onClose={latest} />));
    escape();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape when not dismissible', () => {
    const onClose = vi.fn();
    mount(
      <Dialog data-testid="block" dismissible={false} onClose={onClose}>
        <DialogTitle>Not available in your region</DialogTitle>
        <a href="#why">Why</a>
      </Dialog>,
    );
    escape();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLDialogElement>('[data-testid="block"]')!.open).toBe(true);
  });
});

describe('<DialogFrame> as static markup', () => {
  it('renders a closed dialog named by its title, with a close control lib/dialog finds', () => {
    const html = renderToStaticMarkup(
      <DialogFrame id="mobile-menu">
        <DialogHeader title="Menu" closeLabel="Close menu" />
      </DialogFrame>,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    const dialog = host.querySelector('dialog#mobile-menu')!;
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(host.querySelector(`h2#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)?.textContent).toBe('Menu');
    expect(host.querySelector('button[data-dialog-close]')?.getAttribute('aria-label')).toBe('Close menu');
  });

  it('names the title after the dialog’s id wherever it stands in the tree (its HTML is kept and reused), and after useId without one', () => {
    const frame = (id?: string) => (
      <DialogFrame id={id}>
        <DialogTitle>Menu</DialogTitle>
      </DialogFrame>
    );
    const nested = renderToStaticMarkup(
      <>
        <i />
        <b>{frame('mobile-menu')}</b>
      </>,
    );
    expect(renderToStaticMarkup(frame('mobile-menu'))).toContain('aria-labelledby="mobile-menu-title"');
    expect(nested).toContain('aria-labelledby="mobile-menu-title"');
    expect(nested).toContain('<h2 id="mobile-menu-title">Menu</h2>');
    expect(renderToStaticMarkup(frame())).toMatch(/aria-labelledby="(_[^"]+_)".*<h2 id="\1">/);
  });
});
