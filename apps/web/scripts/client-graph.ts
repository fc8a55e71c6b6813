// The client build as the browser sees it: pages load one script, the client entry (the
// islands' starter, app/lib/islands/island-scripts.tsx), and the page's stylesheet; the
// entry imports the rest, statically or on demand. Read from Vite's manifest of the client
// build (`build.manifest` in vite.config.ts), which scripts/prune-client.ts deletes once the
// build is done: it would otherwise be served with the client's files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_ENTRY_MODULE, STARTUP_CHUNKS } from './startup-chunks.ts';

/** Where Vite writes the manifest, in each environment's output folder. */
export const VITE_MANIFEST = '.vite/manifest.json';
/** The client entry's key in the manifest: its source, relative to the project. */
const CLIENT_ENTRY = `app/${CLIENT_ENTRY_MODULE}`;
/** The start-up chunks (startup-chunks.ts): what the entry imports on every page, the shell too. */
const STARTUP_NAMES = new Set(STARTUP_CHUNKS.map((chunk) => chunk.name));

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export interface ClientGraph {
  /** What every page loads before any island: the entry, its static imports, the start-up chunks it always imports, and the stylesheets. */
  shell: string[];
  /** Every file a page can load, the islands' chunks included; paths relative to the client folder. */
  loaded: ReadonlySet<string>;
}

export function readClientGraph(clientDir: string): ClientGraph {
  const manifest = JSON.parse(readFileSync(join(clientDir, VITE_MANIFEST), 'utf8')) as Record<string, ManifestChunk>;
  return clientGraph(manifest);
}

/** The graph of a Vite manifest: the entry's static imports for the shell, every import for what loads. */
export function clientGraph(manifest: Readonly<Record<string, ManifestChunk>>): ClientGraph {
  if (!manifest[CLIENT_ENTRY]) throw new Error(`${CLIENT_ENTRY} is not in the client build's manifest`);
  // With CSS code splitting off, the one stylesheet is an entry of its own, imported by no chunk.
  const stylesheets = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  const walk = (keys: readonly string[], follow: (chunk: ManifestChunk) => readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) seen.add(file);
      for (const next of follow(chunk)) visit(next);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const startup = Object.keys(manifest).filter((key) => STARTUP_NAMES.has(manifest[key]!.name ?? ''));
  const shell = walk([CLIENT_ENTRY, ...startup], (chunk) => chunk.imports ?? []);
  const loaded = walk([CLIENT_ENTRY], (chunk) => [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]);
  for (const file of stylesheets) {
    shell.add(file);
    loaded.add(file);
  }
  return { shell: [...shell], loaded };
}
