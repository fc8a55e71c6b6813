import { defineProject } from 'vitest/config';

/** Tests of the repository's own wiring (its package scripts), apart from any workspace. */
export default defineProject({
  test: { name: 'repo', include: ['*.test.ts', 'bench/*.test.ts'], environment: 'node' },
});
