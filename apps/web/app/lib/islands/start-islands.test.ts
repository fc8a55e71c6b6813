// @vitest-environment happy-dom
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandRegistry } from './island-register.ts';
import type { IslandShared } from './island-root.tsx';
import { startIslands } from './start-islands.ts';

// React's part (hydrateRoot) is not what is tested here: when and in which order islands hydrate is.
const hydrated = vi.hoisted(() => [] as Array<{ name: string; props: unknown; urgent: boolean }>);
vi.mock('./hydrate-island.tsx', () => ({
  hydrateIsland: async (element: HTMLElement, _island: unknown, props: unknown, _shared: unknown, _report: unknown, urgent: boolean) => {
    if (element.dataset.island === 'broken') throw new Error('render failed');
    hydrated.push({ name: element.dataset.island ?? '', props, urgent });
  },
}));

const Component = (() => null) as ComponentType<never>;
const entry = (extra: Partial<IslandRegistry[string]> = {}): IslandRegistry[string] => ({ load: async () => Component, messages: [], ...extra });
const SHARED = { page: { messages: {} } } as IslandShared;

function page(...islands: Array<[name: string, props?: string]>): HTMLElement[] {
  document.body.innerHTML = islands
    .map(([name, props = '{}']) => `<mc-island data-island="${name}" data-id="${name}" data-props='${props}'><button>${name}</button></mc-island>`)
    .join('');
  return [...document.querySelectorAll<HTMLElement>('mc-island')];
}

beforeEach(() => {
  hydrated.length = 0;
});

describe('islands scheduler', () => {
  it('hydrates an island due now, marking it hydrating at once and hydrated once it has committed', async () => {
    const [ribbon] = page(['ribbon', '{"tone":"gold"}']);
    const report = vi.fn();
    const done = startIslands({ ribbon: entry() }, SHARED, report);
    expect(ribbon!.hasAttribute('data-hydrating')).toBe(true);
    await done;
    expect(hydrated).toEqual([{ name: 'ribbon', props: { tone: 'gold' }, urgent: false }]);
    expect(ribbon!.hasAttribute('data-hydrating')).toBe(false);
    expect(ribbon!.hasAttribute('data-hydrated')).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it('leaves an interactive island static until the visitor reaches for it, then hydrates it urgently', async () => {
    const [faq] = page(['faq']);
    await startIslands({ faq: entry({ interactive: true }) }, SHARED, vi.fn());
    expect(hydrated).toEqual([]);
    expect(faq!.hasAttribute('data-hydrating')).toBe(false);
    faq!.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(faq!.hasAttribute('data-hydrated')).toBe(true));
    expect(hydrated).toEqual([{ name: 'faq', props: {}, urgent: true }]);
  });

  it('follows each island’s trigger: now, never, or when its promise resolves', async () => {
    page(['now'], ['never'], ['later']);
    let resolveLater!: () => void;
    const later = new Promise<void>((resolve) => (resolveLater = resolve));
    const when = vi.fn(({ props }: { props: { x?: number } }) => props.x === undefined);
    await startIslands({ now: entry({ when: when as never }), never: entry({ when: () => false }), later: entry({ when: () => later }) }, SHARED, vi.fn());
    expect(when).toHaveBeenCalledWith({ shared: SHARED, props: {} });
    expect(hydrated.map((island) => island.name)).toEqual(['now']);
    resolveLater();
    await vi.waitFor(() => expect(hydrated.map((island) => island.name)).toEqual(['now', 'later']));
  });

  it('hydrates the islands due now one after another, in page order', async () => {
    page(['first'], ['second'], ['third']);
    await startIslands({ first: entry(), second: entry(), third: entry() }, SHARED, vi.fn());
    expect(hydrated.map((island) => island.name)).toEqual(['first', 'second', 'third']);
  });

  it('reports an unknown island, unreadable props and a failed hydration, and carries on with the rest', async () => {
    const [, , broken] = page(['unknown'], ['garbled', '{nope'], ['broken'], ['fine']);
    const report = vi.fn();
    await startIslands({ garbled: entry(), broken: entry(), fine: entry() }, SHARED, report);
    expect(report.mock.calls.map(([, context]) => context)).toEqual(['islands', 'island garbled', 'island broken']);
    expect(hydrated.map((island) => island.name)).toEqual(['fine']);
    expect(broken!.hasAttribute('data-hydrating')).toBe(false);
    expect(broken!.hasAttribute('data-hydrated')).toBe(false);
  });
});
