import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'platform',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Seeds one template database for all files; each file copies it (see test/helpers).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
