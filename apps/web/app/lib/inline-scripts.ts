const sources = new Set<string>();

/**
 * The way a component emits inline code: it records the source, and the page's
 * Content-Security-Policy allows exactly the recorded sources by hash
 * (server/html/finish-document.ts), never whatever `<script>` the HTML happens to contain, so
 * a script that content smuggles into a page through an escaping bug stays blocked. Sources
 * must be constant for a build (data that varies per page travels as a JSON data block), or
 * the set and every policy would grow with the pages served.
 */
export function inlineScript(source: string): string {
  sources.add(source);
  return source;
}

/** Every inline script source this process has rendered. */
export function appInlineScripts(): ReadonlySet<string> {
  return sources;
}
