// Bundles the platform for Node 20 (which cannot run .ts): workspace packages (@mc/*, shipped
// as TypeScript sources) are bundled in; everything from node_modules stays external.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const externalNodeModules = {
  name: 'external-node-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@mc/') ? undefined : { path: args.path, external: true }));
  },
};

await rm(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', seed: 'src/cli/seed.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNodeModules],
  logLevel: 'warning',
});
console.log('built apps/platform/dist');
