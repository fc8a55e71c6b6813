import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router in the production server build, as pages need it (issue 19, measured with the
 * bench's profiles):
 *
 * - Its production dist. Its package maps every condition, `node` included, to its development
 *   dist (dev-only checks and warnings on every request), so the server build bundles the
 *   production one instead; React Router is then one instance inside the bundle, since nothing
 *   else of the server imports it.
 * - Without the loader data's turbo-stream. React Router encodes the loader data of every
 *   document for `<Scripts>`, which hands it to the client router; pages render no `<Scripts>`
 *   (docs/decisions/002), so nothing reads it, and the encoding was about a tenth of a small
 *   page's CPU. ServerRouter renders nothing for a missing stream (entry.server.tsx keeps the
 *   bytes).
 *
 * Development keeps React Router as installed (Vite's own SSR), so what is patched here is only
 * what the built server runs; the build fails if React Router's code no longer has the shape
 * patched, rather than silently paying the cost again.
 */
export function reactRouterServerBuild(): Plugin {
  const production = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');
  return {
    name: 'mc:react-router-server-build',
    apply: 'build',
    enforce: 'pre',
    configEnvironment(name) {
      if (name === 'ssr') return { resolve: { noExternal: ['react-router'] } };
    },
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId(source) {
      if (source === 'react-router') return production;
    },
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/') || !code.includes('function encodeViaTurboStream(')) return;
      return withoutHandoffStream(code, id);
    },
  };
}

/** React Router's document render sites, which set the entry context's stream (the first render and the error render). */
const HANDOFF_STREAM = /serverHandoffStream: encodeViaTurboStream\(\s*state2?,\s*request\.signal,\s*build\.entry\.module\.streamTimeout,\s*serverMode\s*\)/g;
const RENDER_SITES = 2;

/** The chunk with the document render sites setting no stream; throws when they are not found as expected. */
export function withoutHandoffStream(code: string, id = 'react-router'): string {
  const sites = code.match(HANDOFF_STREAM)?.length ?? 0;
  if (sites !== RENDER_SITES) {
    throw new Error(`${id}: expected ${RENDER_SITES} places that encode the loader data for <Scripts>, found ${sites}; see react-router-server-build.ts`);
  }
  return code.replace(HANDOFF_STREAM, 'serverHandoffStream: undefined');
}
