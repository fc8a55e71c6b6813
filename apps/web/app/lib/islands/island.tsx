import { LRUCache } from 'lru-cache';
import { createContext, createElement, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../query/query-client.ts';
import { createUiStore } from '../state/ui-store.ts';
import { islandMessages, type MessageScope } from './island-messages.ts';
import type { IslandPage } from './island-page.ts';
import type { IslandName, IslandProps, IslandRegistry } from './island-register.ts';
import { IslandRoot } from './island-root.tsx';
import './mc-island-element.ts';

// Any island's component: the registry types each one's props where it is used.
type AnyIsland = ComponentType<Record<string, unknown>>;

/** A registry with its components loaded: islands render synchronously, inside the page's render. */
export type LoadedIslands = ReadonlyMap<string, { component: AnyIsland; messages: readonly MessageScope[]; pureServerHtml: boolean }>;

/** Loads every island's component of the registry, once, before the server renders a page. */
export async function loadIslands(registry: IslandRegistry): Promise<LoadedIslands> {
  const loaded = await Promise.all(
    Object.entries(registry).map(
      async ([name, entry]) =>
        [name, { component: (await entry.load()) as unknown as AnyIsland, messages: entry.messages, pureServerHtml: entry.pureServerHtml === true }] as const,
    ),
  );
  return new Map(loaded);
}

/**
 * Per document (island-document.tsx): the page with every message it has, the islands, the
 * next island's id, the message scopes its islands used so far, and whether the page's data
 * block is written (after which an island could not get its messages to the browser).
 */
export interface IslandScope {
  page: IslandPage;
  islands: LoadedIslands;
  next: number;
  scopes: Set<MessageScope>;
  written: boolean;
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
  const json = JSON.stringify(props);
  const { id, html } = renderIslandRoot(scope, name, props as Record<string, unknown>, json);
  return <mc-island data-island={name} data-id={id} data-props={json} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Server HTML of the islands that declare it pure, by name, id, culture, hour and props. */
const pureHtml = new LRUCache<string, string>({ max: 200 });

/**
 * The island's own root, rendered to a string with exactly its messages. A nested
 * renderToString is supported by React (it restores the outer render's context when it
 * returns); the caller uses no hook after it.
 */
function renderIslandRoot(scope: IslandScope, name: string, props: Record<string, unknown>, json: string): { id: string; html: string } {
  const island = scope.islands.get(name);
  if (!island) throw new Error(`island ${name} is not in the registry the server was given`);
  if (scope.written) throw new Error(`island ${name} rendered after the page's data block: the browser would hydrate it without its messages`);
  for (const messageScope of island.messages) scope.scopes.add(messageScope);
  const id = `i${scope.next}-`;
  scope.next += 1;
  // Development renders every time: components change under a running server there.
  const key =
    island.pureServerHtml && !scope.page.development ? `${name}\u0000${id}\u0000${scope.page.culture.code}\u0000${scope.page.now}\u0000${json}` : null;
  const kept = key === null ? undefined : pureHtml.get(key);
  if (kept !== undefined) return { id, html: kept };
  const page = { ...scope.page, messages: islandMessages(scope.page.messages, island.messages) };
  const html = renderToString(
    <IslandRoot page={page} ui={createUiStore(page.now)} queryClient={createQueryClient(true)}>
      {createElement(island.component, props)}
    </IslandRoot>,
    { identifierPrefix: id },
  );
  if (key !== null) pureHtml.set(key, html);
  return { id, html };
}
