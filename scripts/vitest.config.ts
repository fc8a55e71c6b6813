import { defineProject } from 'vitest/config';
import { UNIT_TEST_TIMEOUT_MS } from './vitest-isolation.ts';

/** Tests of the repository's own wiring (its package scripts), apart from any workspace. */
export default defineProject({
  test: { name: 'repo', include: ['*.test.ts', 'bench/*.test.ts'], environment: 'node', testTimeout: UNIT_TEST_TIMEOUT_MS },
});
