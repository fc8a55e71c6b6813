const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

/**
 * Hydration code is fetched only after the browser has painted the page once: the module
 * preloads React Router puts in <head> are dropped and its module script is started from a
 * tiny classic script on the first frame. The server HTML is complete, so the page shows (and
 * its LCP image paints) without waiting for ~140 KB of JavaScript on a slow connection.
 *
 * The preloads are not added back after the first paint either: tried (one per task, so as not
 * to make a long task), it removed two request rounds but Lighthouse's home LCP went from
 * ~1.5 s to ~2.1 s, the chunks now competing with the banner image on the simulated slow 4G,
 * and hydration on loopback was no sooner (median 2.27 s vs 2.20 s to data-hydrated).
 * Leaves the HTML untouched when it does not have the expected shape.
 */
export function deferHydrationScripts(html: string): string {
  const found = MODULE_SCRIPT.exec(html);
  if (!found) return html;
  const code = JSON.stringify(found[1]).replace(/<\//g, '<\\/');
  const starter = `<script>requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.type="module";s.textContent=${code};document.body.appendChild(s)},0)})</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(found[0], () => starter);
}
