import { createContext, createElement, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLANDS, type IslandName, type IslandProps } from '../../island-registry.ts';
import { createQueryClient } from '../query/query-client.ts';
import { createUiStore } from '../state/ui-store.ts';
import type { IslandPage } from './island-page.ts';
import { IslandRoot } from './island-root.tsx';
import './mc-island-element.ts';

// Any island's component: the registry types each one's props where it is used.
type AnyIsland = ComponentType<Record<string, unknown>>;
const components = new Map<IslandName, AnyIsland>();

/** Loads every island's component once, before the first render: islands render synchronously. */
export async function loadIslandComponents(): Promise<void> {
  await Promise.all(
    Object.entries(ISLANDS).map(async ([name, entry]) => {
      components.set(name as IslandName, (await entry.load()) as unknown as AnyIsland);
    }),
  );
}

/** Per document: the page the islands share and the next island's id. */
export interface IslandScope {
  page: IslandPage;
  next: number;
}

export const IslandScopeContext = createContext<IslandScope | null>(null);

/**
 * An island: rendered here as a React root of its own (the same tree the browser hydrates,
 * with its own id prefix, so `useId` and context agree on both sides), inside an
 * `<mc-island>` element carrying its name and props. The rest of the page is never hydrated.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const scope = useContext(IslandScopeContext);
  if (!scope) throw new Error(`island ${name} rendered outside the document's island scope`);
  const { id, html } = renderIslandRoot(scope, name, props as Record<string, unknown>);
  return <mc-island data-island={name} data-id={id} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The island's own root, rendered to a string. A nested renderToString is supported by React
 * (it restores the outer render's context when it returns); the caller uses no hook after it.
 */
function renderIslandRoot(scope: IslandScope, name: IslandName, props: Record<string, unknown>): { id: string; html: string } {
  const component = components.get(name);
  if (!component) throw new Error(`island ${name} is not loaded: await loadIslandComponents() before rendering`);
  const id = `i${scope.next}-`;
  scope.next += 1;
  const html = renderToString(
    <IslandRoot page={scope.page} ui={createUiStore(scope.page.now)} queryClient={createQueryClient(true)}>
      {createElement(component, props)}
    </IslandRoot>,
    { identifierPrefix: id },
  );
  return { id, html };
}
