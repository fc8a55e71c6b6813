// What a first visit downloads: the HTML and the JavaScript modules the page loads before it
// is interactive, as sent by the app (raw, and gzip/br as served: HTML compressed per request,
// assets pre-compressed at build time).
import { get } from './http-get.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

export interface PageWeight {
  html: Sizes;
  js: Sizes;
  modules: string[];
}

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

/**
 * The modules of the inline starter script (route modules and the client entry), followed
 * through the React Router manifest: `imports` of the entry and of every route the page
 * renders (root, shell/frame-layout, the page's route).
 */
export function firstLoadModules(html: string, manifest: Manifest | null): string[] {
  const text = html.replace(/\\"/g, '"').replace(/\\n/g, '\n');
  const modules = new Set<string>();
  for (const match of text.matchAll(/import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)) modules.add(match[1]!);
  for (const match of text.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) modules.add(match[1]!);
  const routeIds = [...(/__reactRouterRouteModules = \{([^}]*)\}/.exec(text)?.[1] ?? '').matchAll(/"([^"]+)":route\d+/g)].map((m) => m[1]!);
  if (manifest) {
    for (const entry of [manifest.entry, ...routeIds.map((id) => manifest.routes[id])]) {
      if (!entry) continue;
      modules.add(entry.module);
      for (const path of entry.imports ?? []) modules.add(path);
    }
  }
  return [...modules].sort();
}

export function manifestUrl(html: string): string | null {
  return /\\?"url\\?":\s*\\?"(\/assets\/manifest-[^"\\]+\.js)/.exec(html)?.[1] ?? null;
}

async function sizes(port: number, host: string, path: string): Promise<Sizes> {
  const [raw, gzip, br] = await Promise.all(
    ['identity', 'gzip', 'br'].map(async (encoding) => {
      const got = await get(port, path, host, { 'accept-encoding': encoding });
      if (got.status !== 200) throw new Error(`${path}: ${got.status}`);
      return got.body.length;
    }),
  );
  return { raw: raw!, gzip: gzip!, br: br! };
}

export async function pageWeight(port: number, host: string, path: string, html: Buffer): Promise<PageWeight> {
  const text = html.toString('utf8');
  const url = manifestUrl(text);
  let manifest: Manifest | null = null;
  if (url) {
    const source = (await get(port, url, host)).body.toString('utf8');
    manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest;
  }
  const modules = firstLoadModules(text, manifest);
  const js: Sizes = { raw: 0, gzip: 0, br: 0 };
  for (const module of modules) {
    const size = await sizes(port, host, module);
    js.raw += size.raw;
    js.gzip += size.gzip;
    js.br += size.br;
  }
  return { html: await sizes(port, host, path), js, modules };
}
