import { createContext, useContext, type ReactNode } from 'react';
import { ISLAND_ROOT_MESSAGES, pickMessages, type MessageScope } from './island-messages.ts';
import type { IslandPage } from './island-page.ts';
import { IslandScripts, type ClientEntry } from './island-scripts.tsx';
import { IslandScopeContext, type IslandScope, type LoadedIslands } from './island.tsx';

/** What the server renders every document's islands with: the app's, given once (entry.server.tsx). */
export interface IslandServer {
  /** The app's registry, loaded (island.tsx). */
  islands: LoadedIslands;
  /** Scopes every page sends whatever its islands: those of the browser-only roots, which can open on any page. */
  clientRootMessages: readonly MessageScope[];
  /** What the page's starter loads: from the server build's assets (island-scripts.tsx). */
  clientEntry: ClientEntry;
}

export const IslandServerContext = createContext<IslandServer | null>(null);

/**
 * A document's islands: the page's body renders inside, each island in it recording the
 * message scopes it uses, then come the page's data block, with those scopes only (and the
 * browser-only roots'), and the starter. An island after the data block would hydrate without
 * its messages: it throws (README.md, the nested-render invariant).
 */
export function IslandDocument({ page, children }: { page: IslandPage; children: ReactNode }) {
  const server = useContext(IslandServerContext);
  if (!server) throw new Error('IslandDocument needs the island server (IslandServerContext, provided by entry.server.tsx)');
  const scope: IslandScope = { page, islands: server.islands, next: 0, scopes: new Set(), written: false };
  return (
    <>
      <IslandScopeContext.Provider value={scope}>{children}</IslandScopeContext.Provider>
      <PageData scope={scope} server={server} />
    </>
  );
}

/**
 * An error view inside the page (404, 500) names the code its visit is reported with: the data
 * block, rendered after the body, carries that instead of the route's (spec/shell.md section 2).
 */
export function usePageCode(code: string): void {
  recordPageCode(useContext(IslandScopeContext), code);
}

/** Like an island's message scopes, recorded into the document's scope while the body renders. */
function recordPageCode(scope: IslandScope | null, code: string): void {
  if (scope && !scope.written) scope.page = { ...scope.page, pageCode: code };
}

/** Rendered after the body (React renders siblings in order): by then every island of the page has recorded its scopes. */
function PageData({ scope, server }: { scope: IslandScope; server: IslandServer }) {
  return <IslandScripts page={sentPage(scope, server.clientRootMessages)} entry={server.clientEntry} />;
}

/** The page as the browser gets it, closing the scope to islands. */
function sentPage(scope: IslandScope, clientRootMessages: readonly MessageScope[]): IslandPage {
  scope.written = true;
  return { ...scope.page, messages: pickMessages(scope.page.messages, [...ISLAND_ROOT_MESSAGES, ...clientRootMessages, ...scope.scopes]) };
}
