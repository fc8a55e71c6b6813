import type { Db } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

/**
 * Applies the numbered migrations above the file's `user_version`, each in a transaction,
 * so a half-applied migration never leaves a file claiming the newer version.
 */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const migration of MIGRATIONS) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return db.pragma('user_version', { simple: true }) as number;
}
