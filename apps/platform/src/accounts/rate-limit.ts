import { stmt, type Db } from '../db/database.ts';

/**
 * Password guessing is throttled per account (5 failures) and per client address (100
 * failures) within 15 minutes. The account limit is the protection; the address limit only
 * stops one client spraying many accounts, and is high because many players share an address
 * (carrier-grade NAT on mobile networks, offices, a casino's own shop). The account key of an
 * unknown name is the name itself, so an unknown and a known name are throttled alike and the
 * 429 tells nothing about existence.
 */
export const WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FAILURES = 5;
export const ADDRESS_FAILURES = 100;

export type AccountKey = `account:${number}` | `login:${string}`;

export function accountKey(accountId: number | null, login: string): AccountKey {
  return accountId === null ? `login:${login.trim().toLowerCase()}` : `account:${accountId}`;
}

function since(now: Date): string {
  return new Date(now.getTime() - WINDOW_SECONDS * 1000).toISOString();
}

/** True when either limit is reached: the caller answers 429 without checking the password. */
export function isThrottled(db: Db, key: AccountKey, address: string, now: Date): boolean {
  const from = since(now);
  const forAccount = stmt(db, 'SELECT count(*) FROM login_attempts WHERE account_key = ? AND failed_at > ?').pluck().get(key, from) as number;
  if (forAccount >= ACCOUNT_FAILURES) return true;
  const forAddress = stmt(db, 'SELECT count(*) FROM login_attempts WHERE address = ? AND failed_at > ?').pluck().get(address, from) as number;
  return forAddress >= ADDRESS_FAILURES;
}

export function recordFailure(db: Db, key: AccountKey, address: string, now: Date): void {
  stmt(db, 'INSERT INTO login_attempts (account_key, address, failed_at) VALUES (?, ?, ?)').run(key, address, now.toISOString());
  // Old rows serve no limit any more; pruning here keeps the table at the size of one window.
  stmt(db, 'DELETE FROM login_attempts WHERE failed_at <= ?').run(new Date(now.getTime() - 2 * WINDOW_SECONDS * 1000).toISOString());
}

/** A correct password clears the account's failures (not the address's: one good login must not buy twenty guesses). */
export function clearAccountFailures(db: Db, key: AccountKey): void {
  stmt(db, 'DELETE FROM login_attempts WHERE account_key = ?').run(key);
}
