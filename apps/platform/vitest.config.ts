import { configDefaults, defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { isolatedTestFiles, UNIT_TEST_TIMEOUT_MS } from '../../scripts/vitest-isolation.ts';

/** Files that mock modules or stub globals: the project `platform-isolated` (vitest.isolated.config.ts). */
export const ISOLATED = isolatedTestFiles(import.meta.dirname, ['test', 'src']);

/** The platform's tests: sharing one module registry per worker (Fastify, SQLite, sharp and the compiled serializers). */
export function platformProject(name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean): UserWorkspaceConfig {
  return defineProject({
    test: {
      name,
      ...files,
      environment: 'node',
      isolate,
      // Seeds one template database for all files; each file copies it (see test/helpers).
      globalSetup: ['test/global-setup.ts'],
      testTimeout: UNIT_TEST_TIMEOUT_MS,
      hookTimeout: 60_000,
    },
  });
}

export default platformProject('platform', { include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: [...configDefaults.exclude, ...ISOLATED] }, false);
