import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel work build into separate folders; the default is what npm start serves.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // No client router asks for routes later (pages are never hydrated): the server answers no `/__manifest`.
  routeDiscovery: { mode: 'initial' },
  // Every v8 flag on, so the move to React Router 8 (once Node 22 is available) stays small.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
