import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel work build into separate folders; the default is what npm start serves.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // Every v8 flag on, so the move to React Router 8 (once Node 22 is available) stays small.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
