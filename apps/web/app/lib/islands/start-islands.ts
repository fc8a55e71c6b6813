import type { ComponentType } from 'react';
import type { ReportError } from './hydrate-island.tsx';
import { islandMessages } from './island-messages.ts';
import type { IslandRegistry } from './island-register.ts';
import type { IslandShared } from './island-root.tsx';
import { watchInteractions } from './interaction-hydration.ts';
import { ISLAND_TAG } from './mc-island-element.ts';
import { yieldToMain } from '../scheduling/yield-to-main.ts';

/**
 * Decides, for every island of the page, when it hydrates (the app's registry, passed in): now,
 * on the visitor's first interaction, when its trigger fires, or never. React and an island's
 * code load only then. Islands hydrating now are marked `data-hydrating` at once (page
 * behaviours leave their markup to them) and the returned promise resolves once they have
 * committed. Every hydrated island is marked `data-hydrated`.
 */
export function startIslands(islands: IslandRegistry, shared: IslandShared, report: ReportError): Promise<void> {
  const watch = watchInteractions();
  const now: Array<() => Promise<void>> = [];
  for (const element of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)) {
    const name = element.dataset.island;
    const entry = name !== undefined && Object.hasOwn(islands, name) ? islands[name] : undefined;
    if (!entry) {
      report(new Error(`unknown island '${name ?? ''}'`), 'islands');
      continue;
    }
    let props: Record<string, unknown>;
    try {
      props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    } catch (error) {
      report(error, `island ${name}`);
      continue;
    }
    // The island renders with exactly its messages, as on the server (island.tsx); its trigger sees the page's.
    const own: IslandShared = { ...shared, page: { ...shared.page, messages: islandMessages(shared.page.messages, entry.messages) } };
    let started: Promise<void> | null = null;
    const hydrate = (urgent: boolean) => (started ??= hydrateElement(element, entry.load, props, own, report, urgent));
    const due = entry.when ? entry.when({ shared, props: props as never }) : !entry.interactive;
    if (due === true) {
      element.dataset.hydrating = '';
      now.push(() => hydrate(false));
    } else if (due instanceof Promise) {
      void due.then(() => hydrate(false));
    }
    if (entry.interactive) watch(element, () => hydrate(true));
  }
  return (async () => {
    for (const hydrate of now) {
      await yieldToMain();
      await hydrate();
    }
  })();
}

async function hydrateElement(
  element: HTMLElement,
  load: () => Promise<unknown>,
  props: Record<string, unknown>,
  shared: IslandShared,
  report: ReportError,
  urgent: boolean,
): Promise<void> {
  const name = element.dataset.island ?? '';
  try {
    const [{ hydrateIsland }, Island] = await Promise.all([import('./hydrate-island.tsx'), load() as Promise<ComponentType<Record<string, unknown>>>]);
    await hydrateIsland(element, Island, props, shared, report, urgent);
    element.dataset.hydrated = '';
  } catch (error) {
    report(error, `island ${name}`);
  } finally {
    delete element.dataset.hydrating;
  }
}
