import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface StartupChunk {
  name: string;
  /** Client modules (relative to the app folder) whose static imports, all the way down, the chunk holds. */
  roots: readonly string[];
}

/** The client entry, relative to the app folder. */
export const CLIENT_ENTRY_MODULE = 'entry.client.tsx';

/** What the client entry loads on every page: its static imports, then what it always imports once the page has painted. */
export const STARTUP_CHUNKS: readonly StartupChunk[] = [
  { name: 'page-start', roots: [CLIENT_ENTRY_MODULE] },
  { name: 'visitor-start', roots: ['lib/query/query-client.ts', 'features/visitor/visitor-runtime.ts'] },
  { name: 'islands-start', roots: ['lib/islands/start-islands.ts', 'island-registry.ts'] },
];

/**
 * The code every page runs at start-up in a few chunks instead of dozens. Left to itself the
 * bundler gives every module that the client entry shares with a route module or an island a
 * chunk of its own: a home page fetched 24 scripts, 1–5 kB each, in waves. Each request costs
 * the browser, its network process and the origin CPU that, on a 2-core machine, the page's
 * main thread then waits for (loads alternated between a build with 24 chunks and one with these
 * groups, MCUK home, category and game page in fresh contexts: 1.33 and 1.16 machine CPU-seconds
 * a load; decision 014).
 *
 * Each group holds the static import closure of its roots, less what an earlier group holds; the
 * client entry's own module stays in the entry chunk, which then imports its group. Dynamic
 * imports stay dynamic: React and the islands load only when due (docs/decisions/002).
 */
export function startupChunks(appDir: string, groups: readonly StartupChunk[] = STARTUP_CHUNKS, entry = CLIENT_ENTRY_MODULE): Plugin {
  const imports = new Map<string, readonly string[]>();
  let owners: Map<string, string> | undefined;
  const ownerOf = (id: string): string | undefined => {
    if (!owners) {
      owners = new Map();
      const entryId = resolve(appDir, entry);
      for (const group of groups) {
        const queue = group.roots.map((root) => resolve(appDir, root));
        const seen = new Set<string>();
        for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
          // A module an earlier group holds comes with all it imports.
          if (seen.has(next) || owners.has(next)) continue;
          seen.add(next);
          if (next !== entryId) owners.set(next, group.name);
          queue.push(...(imports.get(next) ?? []));
        }
      }
    }
    return owners.get(id);
  };
  return {
    name: 'mc:startup-chunks',
    moduleParsed(info) {
      if (this.environment.name === 'client') imports.set(info.id, info.importedIds);
    },
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: groups.map((group, index) => ({ name: group.name, priority: groups.length - index, test: (id: string) => ownerOf(id) === group.name })),
              },
            },
          },
        },
      };
    },
  };
}
