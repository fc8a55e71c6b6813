import { useContext } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { inlineScript } from '../inline-scripts.ts';
import { ISLAND_PAGE_ELEMENT_ID, islandPageJson, type IslandPage } from './island-page.ts';

/**
 * The end of every page's body: the islands' data block and a tiny starter that loads the
 * island runtime (the client entry) once the browser has painted the server HTML, so the
 * page shows, and its LCP image paints, before any JavaScript competes with them. The
 * starter is an inline script: the page's CSP allows it by hash (it is the same for every
 * page of a build, see lib/inline-scripts.ts) and, through 'strict-dynamic', what it loads.
 */
export function IslandScripts({ page }: { page: IslandPage }) {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  if (!manifest) return null;
  // In development the module graph starts with Vite's HMR runtime, as React Router's own scripts do.
  const moduleCode = `${manifest.hmr?.runtime ? `import ${JSON.stringify(manifest.hmr.runtime)};` : ''}import(${JSON.stringify(manifest.entry.module)});`;
  const starter = `requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.type="module";s.textContent=${JSON.stringify(moduleCode).replace(/</g, '\\u003c')};document.body.appendChild(s)},0)})`;
  return (
    <>
      <script type="application/json" id={ISLAND_PAGE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: islandPageJson(page) }} />
      <script dangerouslySetInnerHTML={{ __html: inlineScript(starter) }} />
    </>
  );
}
