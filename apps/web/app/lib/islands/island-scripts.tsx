import type { ServerBuild } from 'react-router';
import { inlineScript } from '../inline-scripts.ts';
import { ISLAND_PAGE_ELEMENT_ID, islandPageJson, type IslandPage } from './island-page.ts';

/** The module the islands' starter loads, and in development Vite's HMR runtime before it. */
export interface ClientEntry {
  module: string;
  hmrRuntime: string | null;
}

/** The client entry of a server build: its public assets name it (Vite's dev manifest does in development). */
export function clientEntryOf(assets: ServerBuild['assets']): ClientEntry {
  return { module: assets.entry.module, hmrRuntime: assets.hmr?.runtime ?? null };
}

/**
 * The end of every page's body: the islands' data block and a tiny starter that loads the
 * island runtime (the client entry) once the browser has painted the server HTML, so the
 * page shows, and its LCP image paints, before any JavaScript competes with them. The
 * starter is an inline script: the page's CSP allows it by hash (it is the same for every
 * page of a build, see lib/inline-scripts.ts) and, through 'strict-dynamic', what it loads.
 * The first paint waits for the end of parsing (root.tsx), so it shows the whole page.
 */
export function IslandScripts({ page, entry }: { page: IslandPage; entry: ClientEntry }) {
  const moduleCode = `${entry.hmrRuntime ? `import ${JSON.stringify(entry.hmrRuntime)};` : ''}import(${JSON.stringify(entry.module)});`;
  const starter = `requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.type="module";s.textContent=${JSON.stringify(moduleCode).replace(/</g, '\\u003c')};document.body.appendChild(s)},0)})`;
  return (
    <>
      <script type="application/json" id={ISLAND_PAGE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: islandPageJson(page) }} />
      <script dangerouslySetInnerHTML={{ __html: inlineScript(starter) }} />
    </>
  );
}
