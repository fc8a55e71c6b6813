import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const manifests = ['package.json', 'apps/platform/package.json', 'apps/web/package.json', 'packages/sites/package.json'];

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
  it('finds the file of node and tsx steps', () => {
    expect(scriptFiles('npm run build && node scripts/start.mjs')).toEqual(['scripts/start.mjs']);
    expect(scriptFiles('node --import tsx server/dev.ts')).toEqual(['server/dev.ts']);
    expect(scriptFiles('eslint --max-warnings=0 .')).toEqual([]);
  });

  for (const manifest of manifests) {
    const { scripts } = JSON.parse(readFileSync(join(root, manifest), 'utf8')) as { scripts: Record<string, string> };
    // Build outputs (dist/, build/) appear only after `npm run build`.
    const sources = Object.entries(scripts).flatMap(([name, command]) => scriptFiles(command).filter((file) => !/^(dist|build)\//.test(file)).map((file) => [name, file] as const));
    it.each(sources)(`${manifest}: "%s" runs %s, which exists`, (_name, file) => {
      expect(existsSync(join(root, dirname(manifest), file))).toBe(true);
    });
  }
});
