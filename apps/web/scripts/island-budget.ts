// After the client build, before scripts/prune-client.ts deletes Vite's manifest: what each
// island costs the browser, gzipped, against its budget. An island's cost is its own chunk and
// the chunks it imports statically that the client entry has not already loaded on every page.
// React is counted in each island's cost: the first island a page hydrates is what loads it.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import type { IslandName } from '../app/lib/islands/island-register.ts';
import { clientGraph, VITE_MANIFEST } from './client-graph.ts';

/**
 * Gzipped kB (1,000 bytes, as Vite reports sizes) each island may cost: its size when the budget
 * was set and about 15% more. A new island needs one (the type says so).
 */
export const ISLAND_BUDGETS_KB: Readonly<Record<IslandName, number>> = {
  // Set again on 2026-11-27, when the start-up chunks (startup-chunks.ts: the visitor runtime with
  // TanStack Query's core, the islands' runtime and registry) became part of what every page loads.
  'festive-ribbon': 8.5,
  'main-banner': 21.5,
  winners: 8.5,
  'game-grid': 12.5,
  'post-grid': 12,
  newsletter: 9.5,
  faq: 16.5,
  'self-assessment': 17,
  'bank-transfer': 9,
  'test-render-error': 2,
};

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** An island of the registry: its name and its module, as a key of the Vite manifest. */
export interface RegistryIsland {
  name: string;
  source: string;
}

export interface IslandCost extends RegistryIsland {
  /** Its chunks that a page loads for it; null when this build has no such island. */
  files: string[] | null;
  bytes: number;
}

/**
 * The islands of app/island-registry.ts, read from its source (the registry itself imports
 * browser code): every entry whose `load` imports a module, however the registry builds it.
 */
export function registryIslands(registrySource: string): RegistryIsland[] {
  const file = ts.createSourceFile('island-registry.ts', registrySource, ts.ScriptTarget.Latest, true);
  const islands: RegistryIsland[] = [];
  const importedModule = (node: ts.Node): string | undefined => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
      return node.arguments[0].text;
    return ts.forEachChild(node, importedModule);
  };
  // An entry is an object literal, or one handed to a helper such as islandEntry({ … }).
  const entryObject = (node: ts.Expression): ts.ObjectLiteralExpression | undefined => {
    if (ts.isObjectLiteralExpression(node)) return node;
    if (ts.isCallExpression(node) && node.arguments[0]) return entryObject(node.arguments[0]);
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return entryObject(node.expression);
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    const name = ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;
    const entry = name !== undefined && ts.isPropertyAssignment(node) ? entryObject(node.initializer) : undefined;
    if (name !== undefined && entry) {
      const load = entry.properties.find((property) => property.name && ts.isIdentifier(property.name) && property.name.text === 'load');
      const module = load && importedModule(load);
      if (module) {
        islands.push({ name, source: posix.join('app', module) });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return islands;
}

/** Each island's chunks beyond the client entry's and their size (`size` gives one file's bytes). */
export function islandCosts(manifest: Manifest, islands: readonly RegistryIsland[], size: (file: string) => number): IslandCost[] {
  const everyPage = new Set(clientGraph(manifest).shell);
  return islands.map((island) => {
    if (!manifest[island.source]) return { ...island, files: null, bytes: 0 };
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || everyPage.has(chunk.file) || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit(island.source);
    return { ...island, files: [...files], bytes: [...files].reduce((sum, file) => sum + size(file), 0) };
  });
}

/** One line per island for the build log, and what fails the build: an island over or without a budget. */
export function checkIslandBudgets(costs: readonly IslandCost[], budgetsKb: Readonly<Record<string, number>>): { report: string[]; failures: string[] } {
  const report: string[] = [];
  const failures: string[] = [];
  for (const cost of costs) {
    const budget = budgetsKb[cost.name];
    if (budget === undefined) failures.push(`island ${cost.name} has no budget: add one to ISLAND_BUDGETS_KB in apps/web/scripts/island-budget.ts`);
    if (!cost.files) {
      report.push(`  ${cost.name.padEnd(18)} not in this build`);
      continue;
    }
    const kb = cost.bytes / 1000;
    const over = budget !== undefined && kb > budget;
    report.push(
      `  ${cost.name.padEnd(18)} ${kb.toFixed(1).padStart(6)} kB of ${budget?.toFixed(1) ?? '?'} kB gzipped, ${cost.files.length} chunk${cost.files.length === 1 ? '' : 's'}${over ? '  OVER BUDGET' : ''}`,
    );
    if (over) failures.push(`island ${cost.name} is ${kb.toFixed(1)} kB gzipped, over its budget of ${budget} kB (${cost.source}: ${cost.files.join(', ')})`);
  }
  return { report, failures };
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const web = new URL('..', import.meta.url).pathname;
  const client = join(web, process.env.WEB_BUILD_DIR ?? 'build', 'client');
  const manifest = JSON.parse(readFileSync(join(client, VITE_MANIFEST), 'utf8')) as Manifest;
  const islands = registryIslands(readFileSync(join(web, 'app/island-registry.ts'), 'utf8'));
  const costs = islandCosts(manifest, islands, (file) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length);
  const { report, failures } = checkIslandBudgets(costs, ISLAND_BUDGETS_KB);
  console.log(`Island budgets (beyond what every page loads):\n${report.join('\n')}`);
  if (failures.length) {
    console.error(failures.map((failure) => `✗ ${failure}`).join('\n'));
    process.exit(1);
  }
}
