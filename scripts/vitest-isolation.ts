import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Vitest gives each test file a fresh module registry by default, importing the whole module
 * graph again for every file: for the web and platform unit tests that was most of their time
 * (the platform's files each imported Fastify, SQLite and sharp and compiled its schemas again).
 * Sharing one registry per worker (`isolate: false`) cut their CPU time by about 40-60 %. A
 * file that mocks a module or stubs a global cannot share: Vitest resets mocks and stubs only
 * between isolated files, so a mock would miss a module another file loaded first, or leak into
 * the files after it. Such files are found by what they call and run in a project of their own.
 * Files in a DOM environment share the worker's one window too: apps/web/test/shared-window-reset.ts
 * gives it back clean after each.
 */
/**
 * A unit test's time limit in every unit project. Vitest's default of 5 s is wall time: on a
 * loaded or slower machine of the standard kind (wall time varies by up to 1.6x between them, and
 * more when other work shares the cores) fast-check properties that take 1-2 s on a quiet
 * machine ran past it. The limit catches a hung test, not a slow one; speed is measured by the
 * benches.
 */
export const UNIT_TEST_TIMEOUT_MS = 30_000;

const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(/;
const TEST_FILE = /\.test\.tsx?$/;
const SKIPPED = new Set(['node_modules', 'build', 'dist', '.react-router']);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('build-') ? [] : testFiles(join(dir, entry.name));
    return TEST_FILE.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

/** The test files under `root`'s `dirs` that need a registry of their own, relative to `root` (Vitest globs). */
export function isolatedTestFiles(root: string, dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
    .sort();
}
