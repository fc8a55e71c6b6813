import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { seedDatabase } from '../src/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}

/** Seeds once; test files copy the file so their writes (logs, maintenance) stay private. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const file = path.join(dir, 'template.sqlite');
  const db = openDatabase(file);
  // With the hostile-markup fixtures: the contract and robustness tests read them.
  await seedDatabase(db, { testFixtures: true });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
  project.provide('templateDb', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
