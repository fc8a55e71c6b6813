import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
// tsconfig files allow comments and trailing commas; these have only whole-line `//` comments.
const readConfig = (path: string) =>
  JSON.parse(
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n'),
  ) as { include?: string[] };

/** The workspaces' own programs, which `npm run typecheck` replaces with the root tsconfig.json's one. */
const WORKSPACES = ['apps/web', 'apps/platform', 'packages/sites', 'packages/account-protocol', 'scripts/bench'];

describe('the one type-check program (root tsconfig.json)', () => {
  it("includes everything each workspace's tsconfig includes, so a folder added there is checked", () => {
    const checked = new Set(readConfig('tsconfig.json').include);
    for (const workspace of WORKSPACES) {
      for (const pattern of readConfig(`${workspace}/tsconfig.json`).include ?? []) {
        expect(checked, `${workspace}: ${pattern}`).toContain(join(workspace, pattern).replace(/^\.\//, ''));
      }
    }
  });
});
