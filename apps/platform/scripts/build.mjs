// Bundles the platform for Node 20 (which cannot run .ts): workspace packages (@mc/*, shipped
// as TypeScript sources) are bundled in; everything from node_modules stays external.
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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

// The reference account widget (src/widget/): a browser script the platform serves as
// /sites/{site}/son-auth/config, after the culture's configuration (src/widget/widget-route.ts).
// From sources the route builds it with the same options (src/widget/widget-bundle.ts).
const widgetFile = path.join(root, 'dist/widget/account-widget.js');
await build({
  absWorkingDir: root,
  entryPoints: ['src/widget/entry.ts'],
  outfile: widgetFile,
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const widget = await readFile(widgetFile);
console.log(`built apps/platform/dist (account widget: ${widget.length} bytes, ${gzipSync(widget).length} gzip)`);
