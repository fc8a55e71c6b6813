import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

import { USE_INTL_FORMAT_ONLY } from './app/lib/i18n/precompile-alias.ts';
import { reactRouterServerBuild } from './scripts/react-router-server-build.ts';
import { startupChunks } from './scripts/startup-chunks.ts';
import { useIntlSharedFormatters } from './scripts/use-intl-shared-formatters.ts';
import { TEST_BUILD } from './test-build.ts';

// The build date: sitemaps' lastmod for pages without a content date of their own.
process.env.VITE_BUILD_DATE ??= new Date().toISOString().slice(0, 10);

export default defineConfig({
  plugins: [
    reactRouter(),
    reactRouterServerBuild(),
    useIntlSharedFormatters(),
    // What every page runs at start-up in three chunks, not two dozen (scripts/startup-chunks.ts).
    startupChunks(fileURLToPath(new URL('app', import.meta.url))),
  ],
  resolve: { alias: [USE_INTL_FORMAT_ONLY] },
  // A constant, so that a production build drops the test fixtures' code and chunks entirely.
  define: { 'import.meta.env.TEST_BUILD': JSON.stringify(TEST_BUILD) },
  environments: {
    ssr: {
      build: {
        // The server build is our own node:http server wrapped around React Router's handler.
        rollupOptions: { input: './server/production.ts' },
        // Pages link the client build's stylesheet: one from the server build would be a second,
        // unreferenced copy in the client's assets.
        cssCodeSplit: true,
      },
    },
  },
  ssr: {
    // Workspace packages ship TypeScript sources: bundle them into the server build.
    noExternal: [/^@mc\//, 'use-intl'],
  },
  server: { host: '127.0.0.1' },
  // No preload helper around dynamic imports: the islands' runtime loads a few small chunks
  // after the page has painted, and the helper's DOM work (a <link rel=modulepreload> per
  // dependency) was measured at 20+ ms of main thread on a phone-class CPU.
  // The manifest is for scripts/client-graph.ts (the service worker's shell, pruning what no page loads), which deletes it.
  build: { cssCodeSplit: false, modulePreload: false, manifest: true },
});
