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
    // Two files at a time: no file changes what another reads from the shared stack (each that
    // needs a stack or server of its own starts it, and no test spends a per-client allowance
    // another counts on), and while the one web process renders for one file, the other core
    // runs the other file's checks, Chromium or the HTML checker. Its own group, since a run of
    // every project may not mix projects of different worker counts in one.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
