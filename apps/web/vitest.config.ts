import { configDefaults, defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { isolatedTestFiles } from '../../scripts/vitest-isolation.ts';
import { USE_INTL_FORMAT_ONLY } from './app/lib/i18n/precompile-alias.ts';
import { UNIT_TEST_TIMEOUT_MS } from '../../scripts/vitest-isolation.ts';

const INCLUDE = ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'test/*.test.ts'];
/** Files that mock modules or stub globals: the project `web-isolated` (vitest.isolated.config.ts). */
export const ISOLATED = isolatedTestFiles(import.meta.dirname, ['app', 'server', 'scripts', 'test']).filter((file) => !file.startsWith('test/http/'));

/** Unit tests of the web app's pure logic (no build, no server): sharing one module registry per worker. */
export function webUnitProject(name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean): UserWorkspaceConfig {
  return defineProject({
    resolve: { alias: [USE_INTL_FORMAT_ONLY] },
    test: {
      // use-intl must go through Vite so its formatter import takes the alias.
      server: { deps: { inline: ['use-intl'] } },
      name,
      ...files,
      environment: 'node',
      testTimeout: UNIT_TEST_TIMEOUT_MS,
      isolate,
      // Shared registries share one DOM window per worker: each file leaves it as it found it.
      ...(isolate ? {} : { setupFiles: ['test/shared-window-reset.ts'] }),
    },
  });
}

export default webUnitProject('web', { include: INCLUDE, exclude: [...configDefaults.exclude, ...ISOLATED] }, false);
