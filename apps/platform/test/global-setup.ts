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

/** The seeding shared by the projects `platform` and `platform-isolated`, which Vitest sets up in one process. */
const SHARED = Symbol.for('mc.platform-test-template');
type Shared = { file: Promise<string>; dir: string; users: number };
const shared = globalThis as typeof globalThis & { [SHARED]?: Shared };

async function seedTemplate(dir: string): Promise<string> {
  const file = path.join(dir, 'template.sqlite');
  const db = openDatabase(file);
  // With the hostile-markup fixtures: the contract and robustness tests read them.
  await seedDatabase(db, { testFixtures: true });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
  return file;
}

/** Seeds once per run; test files copy the file so their writes (logs, maintenance) stay private. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (!shared[SHARED]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
    shared[SHARED] = { file: seedTemplate(dir), dir, users: 0 };
  }
  const template = shared[SHARED];
  template.users += 1;
  project.provide('templateDb', await template.file);
  return () => {
    template.users -= 1;
    if (template.users > 0) return;
    fs.rmSync(template.dir, { recursive: true, force: true });
    delete shared[SHARED];
  };
}
