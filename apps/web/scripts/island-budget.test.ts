import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkIslandBudgets, ISLAND_BUDGETS_KB, islandCosts, registryIslands, type Manifest } from './island-budget.ts';

const web = new URL('..', import.meta.url).pathname;

// A client build in miniature: the entry and a chunk every page loads, an island with React
// (not on every page) and the shared chunk, and an island of the registry this build lacks.
const MANIFEST: Manifest = {
  'app/entry.client.tsx': { file: 'assets/entry.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_react.js': { file: 'assets/react.js', imports: ['_shared.js'] },
  'app/features/demo/demo.island.tsx': { file: 'assets/demo.island.js', imports: ['_react.js', '_shared.js'] },
};
const BYTES: Record<string, number> = { 'assets/entry.js': 5_000, 'assets/shared.js': 3_000, 'assets/react.js': 8_000, 'assets/demo.island.js': 4_200 };
const ISLANDS = [
  { name: 'demo', source: 'app/features/demo/demo.island.tsx' },
  { name: 'test-only', source: 'app/routes/test-only.island.tsx' },
];
const size = (file: string) => BYTES[file] ?? 0;

describe('island budget', () => {
  it('reads every island of the registry, its module as the manifest names it', () => {
    const islands = registryIslands(readFileSync(`${web}/app/island-registry.ts`, 'utf8'));
    expect(islands.map((island) => island.name).sort()).toEqual(Object.keys(ISLAND_BUDGETS_KB).sort());
    for (const island of islands) {
      expect(island.source).toMatch(/^app\/.+\.island\.tsx$/);
      expect(existsSync(`${web}/${island.source}`), island.source).toBe(true);
    }
  });

  it('finds islands however the registry is written: quoted, wrapped, through a helper, spread in under a condition', () => {
    const source = `export const ISLANDS = {
      plain: { load: () => import('./features/a/a.island.tsx').then((m) => m.A), interactive: true },
      'quoted-name': islandEntry({
        when: due,
        load: () =>
          import('./shell/b.island.tsx').then((m) => m.B),
      }),
      ...(import.meta.env.TEST_BUILD ? { fixture: { load: () => import('./routes/c.island.tsx').then((m) => m.C) } } : {}),
    };`;
    expect(registryIslands(source)).toEqual([
      { name: 'plain', source: 'app/features/a/a.island.tsx' },
      { name: 'quoted-name', source: 'app/shell/b.island.tsx' },
      { name: 'fixture', source: 'app/routes/c.island.tsx' },
    ]);
  });

  it("counts an island's chunk and its static imports, not what the client entry already loaded", () => {
    expect(islandCosts(MANIFEST, ISLANDS, size)).toEqual([
      { ...ISLANDS[0], files: ['assets/demo.island.js', 'assets/react.js'], bytes: 12_200 },
      { ...ISLANDS[1], files: null, bytes: 0 },
    ]);
  });

  it('fails an island over its budget, or without one, and reports every size', () => {
    const costs = islandCosts(MANIFEST, ISLANDS, size);
    const over = checkIslandBudgets(costs, { demo: 12, 'test-only': 1 });
    expect(over.failures).toEqual([
      'island demo is 12.2 kB gzipped, over its budget of 12 kB (app/features/demo/demo.island.tsx: assets/demo.island.js, assets/react.js)',
    ]);
    expect(over.report).toEqual([
      expect.stringMatching(/^ {2}demo +12\.2 kB of 12\.0 kB gzipped, 2 chunks {2}OVER BUDGET$/),
      expect.stringMatching(/test-only +not in this build$/),
    ]);
    expect(checkIslandBudgets(costs, { demo: 13, 'test-only': 1 }).failures).toEqual([]);
    expect(checkIslandBudgets(costs, { 'test-only': 1 }).failures).toEqual([expect.stringContaining('island demo has no budget')]);
  });
});
