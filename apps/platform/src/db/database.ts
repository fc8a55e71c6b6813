import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate.ts';

export type Db = Database.Database;

/** Opens (creating if needed) the SQLite file and brings its schema up to date. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets the seed command run while a server reads; NORMAL sync is safe with WAL.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

const cache = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, prepared once per connection: every query is parameterised. */
export function stmt(db: Db, sql: string): Database.Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}

/**
 * Changes whenever another connection commits (a reseed while the server runs), never for this
 * connection's own writes: what in-memory views of the content compare to know they are stale.
 */
export function dataVersion(db: Db): number {
  return stmt(db, 'PRAGMA data_version').pluck().get() as number;
}
