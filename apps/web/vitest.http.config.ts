import { defineProject } from 'vitest/config';

/** HTTP tests against the built web app and platform, started once in global setup. */
export default defineProject({
  test: {
    name: 'web-http',
    include: ['test/http/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
