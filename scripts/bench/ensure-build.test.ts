import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { newestSource } from './ensure-build.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A file under the temporary source tree, last modified `secondsAgo` before now. */
function file(path: string, secondsAgo: number): string {
  const full = join(dir, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, '');
  const time = Date.now() / 1000 - secondsAgo;
  utimesSync(full, time, time);
  return full;
}

it('the newest source is the newest file the build reads: tests, build output and dependencies do not count', () => {
  dir = mkdtempSync(join(tmpdir(), 'ensure-build-'));
  const source = file('app/lib/state/ui-store.ts', 300);
  file('app/shell/header/festive-ribbon.island.test.tsx', 10);
  file('app/lib/state/ui-store.test.ts', 20);
  file('build/server/index.js', 5);
  file('node_modules/x/index.js', 5);
  expect(newestSource([join(dir, 'app'), dir]).file).toBe(source);
  const island = file('app/shell/header/festive-ribbon.island.tsx', 1);
  expect(newestSource([dir]).file).toBe(island);
});
