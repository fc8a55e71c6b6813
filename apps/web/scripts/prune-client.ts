// After `react-router build` and scripts/build-pwa.ts (the last step to read Vite's manifests):
// deletes the client build's scripts that no page loads. React Router builds a client chunk
// per route module, and a browser manifest of them, for a client router; pages are never
// hydrated (app/lib/islands), so a browser loads the client entry and what it imports, nothing
// else. Then the manifests go: the client's would be served with its files.
import { readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readClientGraph, VITE_MANIFEST } from './client-graph.ts';

const build = new URL(`../${process.env.WEB_BUILD_DIR ?? 'build'}/`, import.meta.url).pathname;
const client = join(build, 'client');
const { loaded } = readClientGraph(client);
const unloaded = (await readdir(join(client, 'assets'))).map((name) => `assets/${name}`).filter((file) => file.endsWith('.js') && !loaded.has(file));
await Promise.all(unloaded.map((file) => rm(join(client, file))));
await Promise.all(['client', 'server'].map((environment) => rm(join(build, environment, dirname(VITE_MANIFEST)), { recursive: true, force: true })));
console.log(`client build: ${unloaded.length} scripts no page loads removed (route modules, React Router's browser manifest)`);
