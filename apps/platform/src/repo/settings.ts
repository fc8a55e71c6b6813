import { stmt, type Db } from '../db/database.ts';

export function getSetting(db: Db, key: string): string | undefined {
  const row = stmt(db, 'SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setSetting(db: Db, key: string, value: string): void {
  stmt(db, 'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

export const isUnderMaintenance = (db: Db): boolean => getSetting(db, 'underMaintenance') === 'true';
