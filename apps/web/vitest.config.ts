import { defineProject } from 'vitest/config';
import { USE_INTL_FORMAT_ONLY } from './app/lib/i18n/precompile-alias.ts';

/** Unit tests of the web app's pure logic (no build, no server). */
export default defineProject({
  resolve: { alias: [USE_INTL_FORMAT_ONLY] },
  test: {
    // use-intl must go through Vite so its formatter import takes the alias.
    server: { deps: { inline: ['use-intl'] } },
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'test/*.test.ts'],
    environment: 'node',
  },
});
