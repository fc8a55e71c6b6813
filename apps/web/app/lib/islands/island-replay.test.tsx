// @vitest-environment happy-dom
import type { ComponentType, MouseEvent as ReactMouseEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query/query-client.ts';
import { createUiStore } from '../state/ui-store.ts';
import { IslandDocument, IslandServerContext } from './island-document.tsx';
import type { IslandRegistry } from './island-register.ts';
import { TEST_PAGE } from './island-test-page.ts';
import { Island, loadIslands } from './island.tsx';
import { readIslandPage } from './read-island-page.ts';
import { startIslands } from './start-islands.ts';

// The click and submit replay contract (README.md), end to end: the island rendered by the
// server runtime, then hydrated by React through the browser runtime, with the visitor acting
// before its code runs.

/** What the island's own handlers saw, once hydrated. */
const seen: string[] = [];

const modifiers = (event: ReactMouseEvent) => ['ctrl', 'shift', 'alt', 'meta'].filter((key) => event[`${key}Key` as 'ctrlKey']).join('+');

function Controls() {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') ?? 'none';
        seen.push(`submit by ${submitter}, q=${String(new FormData(event.currentTarget).get('q'))}`);
      }}
    >
      <button type="button" name="more" onClick={(event) => seen.push(`more ${event.detail} ${modifiers(event)}`.trim())}>
        <span>Show more</span>
      </button>
      <label>
        <input type="checkbox" name="agree" onChange={(event) => seen.push(`agree ${event.target.checked}`)} />
        <span>I agree</span>
      </label>
      <input name="q" aria-label="Search" />
      <button type="submit" name="go">
        Go
      </button>
      <a href="#terms">Terms</a>
    </form>
  );
}

const REGISTRY: IslandRegistry = { controls: { load: async () => Controls, messages: [], interactive: true } };
const TestIsland = Island as unknown as ComponentType<{ name: string; props: object }>;

let island: HTMLElement;
const $ = <E extends Element>(selector: string) => island.querySelector<E>(selector)!;
const click = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1, ...init });
  target.dispatchEvent(event);
  return event;
};
const hydrated = () => vi.waitFor(() => expect(island.hasAttribute('data-hydrated')).toBe(true));

beforeEach(async () => {
  seen.length = 0;
  const server = { islands: await loadIslands(REGISTRY), clientRootMessages: [], clientEntry: { module: '/entry.js', hmrRuntime: null } };
  document.body.innerHTML = renderToString(
    <IslandServerContext.Provider value={server}>
      <IslandDocument page={TEST_PAGE}>
        <TestIsland name="controls" props={{}} />
      </IslandDocument>
    </IslandServerContext.Provider>,
  );
  island = document.querySelector('mc-island')!;
  const page = readIslandPage()!;
  await startIslands(REGISTRY, { page, ui: createUiStore(page.now), queryClient: createQueryClient(false) }, (error) => {
    throw error;
  });
  expect(island.hasAttribute('data-hydrated')).toBe(false);
});

describe('click and submit replay', () => {
  it('replays a click where it landed, with its modifier keys, once the island runs', async () => {
    const held = click($('button[name=more] span'), { ctrlKey: true, shiftKey: true });
    expect(held.defaultPrevented).toBe(true);
    await hydrated();
    await vi.waitFor(() => expect(seen).toEqual(['more 1 ctrl+shift']));
  });

  it("replays a label's click, so its control changes once, with the island's handler", async () => {
    const checkbox = $<HTMLInputElement>('input[name=agree]');
    click($('label span'));
    expect(checkbox.checked).toBe(false);
    await hydrated();
    await vi.waitFor(() => expect(seen).toEqual(['agree true']));
    expect(checkbox.checked).toBe(true);
  });

  it('replays a double click as its two clicks, in order, and no more; clicks after hydration are not held', async () => {
    const button = $('button[name=more]');
    click(button, { detail: 1 });
    click(button, { detail: 2 });
    button.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, cancelable: true, detail: 2 }));
    await hydrated();
    await vi.waitFor(() => expect(seen).toEqual(['more 1', 'more 2']));
    expect(click(button).defaultPrevented).toBe(false);
    expect(seen).toEqual(['more 1', 'more 2', 'more 1']);
  });

  it('keeps what was typed before hydration, and a held submit sends it, with its submitter', async () => {
    const field = $<HTMLInputElement>('input[name=q]');
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field.value = 'roulette';
    field.dispatchEvent(new InputEvent('input', { bubbles: true }));
    $<HTMLFormElement>('form').requestSubmit($<HTMLButtonElement>('button[name=go]'));
    await hydrated();
    await vi.waitFor(() => expect(seen).toEqual(['submit by go, q=roulette']));
    expect(field.value).toBe('roulette');
  });

  it('lets a link go its native way', () => {
    expect(click($('a[href]')).defaultPrevented).toBe(false);
  });
});
