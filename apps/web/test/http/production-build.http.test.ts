import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { WEB_ENTRY } from '../../../../scripts/stack.mjs';
import { ISLAND_PAGE_ELEMENT_ID } from '../../app/lib/islands/island-page.ts';
import { httpGet } from '../http-get.ts';

// Issue 14, items 2 and 3: what `npm run build` ships is a server of documents and the scripts
// their islands need, nothing of a hydrated app and nothing of the browser tests' fixtures
// (those are in a test build only, apps/web/test-build.ts).

const port = inject('webPort');
const host = (code: string) => `${code}.localhost:${port}`;
const server = dirname(WEB_ENTRY);
const client = join(dirname(server), 'client');

/**
 * What a browser loads from the client build, found as it finds it: the files the pages name
 * (the stylesheet, the client entry in the islands' starter), then every module those import,
 * statically or on demand.
 */
function loadedFiles(pages: readonly string[]): Set<string> {
  const loaded = new Set<string>();
  const queue = pages.flatMap((html) => [...html.matchAll(/\/(assets\/[\w.-]+\.(?:js|css))\b/g)].map((found) => found[1]!));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(client, file), 'utf8');
    for (const found of code.matchAll(/\b(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(`assets/${found[1]}`);
    // A worker's script: Vite writes its address as `new URL("/assets/….js", import.meta.url)`.
    for (const found of code.matchAll(/\bnew URL\(\s*["'`]\/(assets\/[\w.-]+\.js)["'`]/g)) queue.push(found[1]!);
  }
  return loaded;
}

describe('the production build', () => {
  it("answers React Router's data and route-discovery requests with a 404, cacheable like any other", async () => {
    const notFoundPage = await httpGet(port, host('mcuk'), '/no-such-page/');
    expect(notFoundPage.status).toBe(404);
    for (const path of [
      '/help/_.data',
      '/_.data',
      '/online-slots.data',
      '/help/_.data?_routes=routes%2Fhelp',
      '/__manifest',
      '/__manifest?p=%2Fhelp%2F&version=0',
    ]) {
      const res = await httpGet(port, host('mcuk'), path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe(notFoundPage.headers['cache-control']);
      expect(res.headers['content-type'], path).toBe('text/plain; charset=utf-8');
    }
  });

  it('has no test route: the fixtures of the browser tests are unknown paths', async () => {
    for (const kind of ['render-error', 'island-error', 'injected-script', 'server-error']) {
      const res = await httpGet(port, host('mcuk'), `/__test/${kind}/`);
      expect(res.status, kind).toBe(404);
      expect(res.body, kind).not.toContain('injected-content');
    }
    expect(readFileSync(WEB_ENTRY, 'utf8')).not.toContain('routes/test-errors');
  });

  it('ships only scripts pages load: no route modules, no React Router manifest, no test island', async () => {
    const pages = await Promise.all(['/', '/blog/', '/help/'].map(async (path) => (await httpGet(port, host('mcuk'), path)).body));
    const loaded = loadedFiles(pages);
    expect([...loaded].some((file) => /^assets\/entry\.client-/.test(file))).toBe(true);
    const shipped = readdirSync(join(client, 'assets'))
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map((name) => `assets/${name}`);
    expect(shipped.filter((file) => !loaded.has(file))).toEqual([]);
    const serverAssets = readdirSync(join(server, 'assets'));
    for (const name of [...shipped, ...serverAssets]) expect(name).not.toMatch(/(^|\/)test-/);
    expect(readdirSync(client)).not.toContain('.vite');
    expect(readdirSync(server)).not.toContain('.vite');
  });

  // Issue 19: painting before the parser had the whole page made a long task after the first
  // paint, and so did a paint before the end of parsing (DOMContentLoaded, load, the browser's
  // own work on them). An inline module runs at the end of parsing; `blocking="render"` holds the
  // first paint for it (root.tsx), which works only if the page's policy lets it run.
  it('holds the first paint until the document is parsed: one render-blocking inline module in the head, allowed by the policy', async () => {
    for (const [code, path] of [
      ['mcuk', '/'],
      ['mcuk', '/online-slots/'],
      ['mcuk', '/online-slots/pharaohs-nights/'],
      ['mcuk', '/blog/'],
      ['mcuk', '/help/'],
      ['mcuk', '/no-such-page/'],
      ['mces', '/'],
    ] as const) {
      const { body, headers } = await httpGet(port, host(code), path);
      const head = body.slice(0, body.indexOf('</head>'));
      const gates = [...head.matchAll(/<script type="module" blocking="render">([^<]+)<\/script>/g)].map((found) => found[1]!);
      expect(gates, path).toHaveLength(1);
      // Hashed here as the browser hashes it, not by the server's own helper (scriptHashes).
      const hash = `'sha256-${createHash('sha256').update(gates[0]!, 'utf8').digest('base64')}'`;
      expect(String(headers['content-security-policy']), path).toContain(hash);
      // Nothing else holds the paint: every other `blocking` would be a wait of its own.
      expect(body.split('blocking=').length - 1, path).toBe(1);
      expect(body.indexOf(`id="${ISLAND_PAGE_ELEMENT_ID}"`), path).toBeGreaterThan(head.length);
    }
  });
});
