import { createHash, createHmac, randomBytes } from 'node:crypto';
import { stmt, type Db } from '../db/database.ts';

/**
 * Every credential the account back end hands out (sessions, handoff, prefill and reset codes)
 * is 256 random bits, and only its SHA-256 is stored: a leaked database copy holds nothing a
 * browser could present. A hash suffices (no salt, no stretching) because the input is random.
 */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Shape of a token this module issued: anything else is refused before touching the database. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/**
 * A keyed hash for values with little entropy (a personnummer has about a billion candidates,
 * so its plain SHA-256 is reversible by enumeration). The key is random per database, made on
 * first use and kept apart from the rows it protects.
 */
export function keyedHash(db: Db, name: string, value: string): string {
  return createHmac('sha256', secretKey(db, name)).update(value).digest('hex');
}

function secretKey(db: Db, name: string): Buffer {
  stmt(db, 'INSERT OR IGNORE INTO account_secrets (name, value) VALUES (?, ?)').run(name, randomBytes(32).toString('base64'));
  const value = stmt(db, 'SELECT value FROM account_secrets WHERE name = ?').pluck().get(name) as string;
  return Buffer.from(value, 'base64');
}

/** ISO time `seconds` after `now`: expiry columns are compared as text, which orders like time. */
export function later(now: Date, seconds: number): string {
  return new Date(now.getTime() + seconds * 1000).toISOString();
}
