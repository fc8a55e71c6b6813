const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;

/**
 * Hydration code is fetched only after the browser has painted the page once: the module
 * preloads React Router puts in <head> are dropped and its module script is started from a
 * tiny classic script on the first frame. The server HTML is complete, so the page shows (and
 * its LCP image paints) without waiting for ~140 KB of JavaScript on a slow connection.
 *
 * The same script then adds the preloads back, before the module script: every chunk is
 * requested at once instead of in three rounds (routes, their imports, then the entry React
 * Router imports last), which measured ~0.5 s of hydration delay even on loopback.
 * Leaves the HTML untouched when it does not have the expected shape.
 */
export function deferHydrationScripts(html: string): string {
  const found = MODULE_SCRIPT.exec(html);
  if (!found) return html;
  const code = JSON.stringify(found[1]).replace(/<\//g, '<\\/');
  const preloads = JSON.stringify([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])).replace(/<\//g, '<\\/');
  // One preload per task: inserting all of them at once measured a 40-100 ms task on a 2-core
  // VM (a long task under Lighthouse's 4x slowdown), one at a time keeps each to a few ms.
  const starter =
    `<script>requestAnimationFrame(function(){var p=${preloads};(function n(){var h=p.shift();` +
    'if(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l);setTimeout(n,0);return}' +
    `var s=document.createElement("script");s.type="module";s.textContent=${code};document.body.appendChild(s)})()})</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(found[0], () => starter);
}
