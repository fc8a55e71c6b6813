import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    ssr: {
      build: {
        // The server build is our own node:http server wrapped around React Router's handler.
        rollupOptions: { input: './server/production.ts' },
      },
    },
  },
  ssr: {
    // Workspace packages ship TypeScript sources: bundle them into the server build.
    noExternal: [/^@mc\//],
  },
  server: { host: '127.0.0.1' },
  build: { cssCodeSplit: false },
});
