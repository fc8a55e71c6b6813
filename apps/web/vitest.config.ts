import { defineProject } from 'vitest/config';

/** Unit tests of the web app's pure logic (no build, no server). */
export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
