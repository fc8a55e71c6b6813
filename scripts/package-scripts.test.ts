import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as { scripts?: Record<string, string>; workspaces?: string[] };
/** The root manifest and every workspace's (the root's `workspaces` are `dir/*` globs). */
const manifests = [
  'package.json',
  ...(readJson('package.json').workspaces ?? []).flatMap((glob) => {
    const dir = glob.replace(/\/\*$/, '');
    return readdirSync(join(root, dir))
      .map((name) => `${dir}/${name}/package.json`)
      .filter((path) => existsSync(join(root, path)));
  }),
];

/** The files a script hands to node or tsx (`node --import tsx server/dev.ts` → server/dev.ts). */
function scriptFiles(command: string): string[] {
  const files: string[] = [];
  for (const step of command.split(/&&|\|\||;/)) {
    const words = step.trim().split(/\s+/);
    if (words[0] !== 'node' && words[0] !== 'tsx') continue;
    const file = words.slice(1).find((word, i, all) => !word.startsWith('-') && !(all[i - 1] === '--import' || all[i - 1] === '-r'));
    if (file) files.push(file);
  }
  return files;
}

describe('package scripts', () => {
  it('reads every workspace', () => {
    expect(manifests).toEqual(expect.arrayContaining(['package.json', 'apps/web/package.json', 'apps/platform/package.json', 'packages/sites/package.json']));
  });

  it('finds the file of node and tsx steps', () => {
    expect(scriptFiles('npm run build && node scripts/start.mjs')).toEqual(['scripts/start.mjs']);
    expect(scriptFiles('node --import tsx server/dev.ts')).toEqual(['server/dev.ts']);
    expect(scriptFiles('eslint --max-warnings=0 .')).toEqual([]);
  });

  for (const manifest of manifests) {
    const scripts = readJson(manifest).scripts ?? {};
    // Build outputs (dist/, build/) appear only after `npm run build`.
    const sources = Object.entries(scripts).flatMap(([name, command]) =>
      scriptFiles(command)
        .filter((file) => !/^(dist|build)\//.test(file))
        .map((file) => [name, file] as const),
    );
    it.each(sources)(`${manifest}: "%s" runs %s, which exists`, (_name, file) => {
      expect(existsSync(join(root, dirname(manifest), file))).toBe(true);
    });
  }
});
