import { defineProject } from 'vitest/config';
import { UNIT_TEST_TIMEOUT_MS } from '../../scripts/vitest-isolation.ts';

export default defineProject({
  test: {
    name: 'sites',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: UNIT_TEST_TIMEOUT_MS,
  },
});
