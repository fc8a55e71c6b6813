import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydrationScripts } from './defer-hydration-scripts.ts';

// The shape React Router 7 renders: preloads in <head>, one async module script in <body>.
const RENDERED =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/></head>' +
  '<body><main>page</main><script type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script></body></html>';

/** Runs the starter script against a minimal DOM, frame and timer included, and reports what it appended. */
function runStarter(html: string) {
  const starter = /<script>(requestAnimationFrame[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!starter) throw new Error('no starter script');
  const appended: { parent: string; rel?: string; href?: string; type?: string; textContent?: string }[] = [];
  const element = () => ({}) as Record<string, string>;
  const sandbox = {
    requestAnimationFrame: (callback: () => void) => callback(),
    setTimeout: (callback: () => void) => callback(),
    document: {
      createElement: element,
      head: { appendChild: (node: Record<string, string>) => appended.push({ parent: 'head', ...node }) },
      body: { appendChild: (node: Record<string, string>) => appended.push({ parent: 'body', ...node }) },
    },
  };
  runInNewContext(starter, sandbox);
  return appended;
}

describe('hydration scripts deferred past the first paint', () => {
  it('leaves no module script or preload for the parser to fetch before the first paint', () => {
    const html = deferHydrationScripts(RENDERED);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<main>page</main>');
  });

  it('on the first frame starts the same module code, with nothing preloaded ahead of the LCP image', () => {
    const appended = runStarter(deferHydrationScripts(RENDERED));
    expect(appended.map(({ parent, rel, type }) => ({ parent, rel, type }))).toEqual([{ parent: 'body', rel: undefined, type: 'module' }]);
    expect(appended[0]!.textContent).toBe('import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");');
  });

  it('writes no "</" into the starter, so no text inside the module code can close it early', () => {
    const html = deferHydrationScripts(RENDERED.replace('import("/assets/entry.client-A.js");', 'import("/assets/entry.client-A.js"); const tag = "</div>";'));
    const starter = /<script>(requestAnimationFrame[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(starter).not.toContain('</');
    expect(runStarter(html)[0]!.textContent).toContain('const tag = "</div>";');
  });

  it('leaves a document of another shape untouched', () => {
    const other = '<html><body><p>error page</p></body></html>';
    expect(deferHydrationScripts(other)).toBe(other);
  });
});
