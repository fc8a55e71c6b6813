import { stmt, type Db } from '../db/database.ts';
import { isToken, later, randomToken, sha256 } from './tokens.ts';

/**
 * Prefill and reset codes: single use, short-lived, stored as hashes. Consuming is one UPDATE
 * that only succeeds on an unused, unexpired row, so two concurrent uses cannot both win.
 */
export const PREFILL_TTL_SECONDS = 10 * 60;
export const RESET_TTL_SECONDS = 30 * 60;

/** A code for the sibling site's login form: it carries the username there and nothing else. */
export function issuePrefillCode(db: Db, site: string, username: string, now: Date): string {
  const code = randomToken();
  stmt(db, 'INSERT INTO prefill_codes (code_hash, site, username, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256(code),
    site,
    username,
    later(now, PREFILL_TTL_SECONDS),
  );
  return code;
}

export function consumePrefillCode(db: Db, site: string, code: unknown, now: Date): string | null {
  if (!isToken(code)) return null;
  const hash = sha256(code);
  const used = stmt(db, 'UPDATE prefill_codes SET used = 1 WHERE code_hash = ? AND site = ? AND used = 0 AND expires_at > ?').run(
    hash,
    site,
    now.toISOString(),
  );
  if (used.changes === 0) return null;
  return stmt(db, 'SELECT username FROM prefill_codes WHERE code_hash = ?').pluck().get(hash) as string;
}

/** At most this many reset links per account in RESET_TTL_SECONDS: the form cannot be used to flood a mailbox. */
export const RESET_CODES_PER_WINDOW = 3;

export function resetCodesRecently(db: Db, accountId: number, now: Date): number {
  const since = new Date(now.getTime() - RESET_TTL_SECONDS * 1000).toISOString();
  return stmt(db, 'SELECT count(*) FROM reset_codes WHERE account_id = ? AND created_at > ?').pluck().get(accountId, since) as number;
}

export function issueResetCode(db: Db, accountId: number, now: Date): string {
  const code = randomToken();
  stmt(db, 'INSERT INTO reset_codes (code_hash, account_id, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    sha256(code),
    accountId,
    later(now, RESET_TTL_SECONDS),
    now.toISOString(),
  );
  return code;
}

/** The account a live reset code is for, without using it up (the new password may still be refused). */
export function resetCodeAccount(db: Db, code: unknown, now: Date): number | null {
  if (!isToken(code)) return null;
  const row = stmt(db, 'SELECT account_id FROM reset_codes WHERE code_hash = ? AND used = 0 AND expires_at > ?').get(sha256(code), now.toISOString()) as
    { account_id: number } | undefined;
  return row?.account_id ?? null;
}

/** Uses the code up; false when someone else did first. Other open codes of the account go with it. */
export function consumeResetCode(db: Db, code: string, accountId: number, now: Date): boolean {
  const used = stmt(db, 'UPDATE reset_codes SET used = 1 WHERE code_hash = ? AND used = 0 AND expires_at > ?').run(sha256(code), now.toISOString());
  if (used.changes === 0) return false;
  stmt(db, 'UPDATE reset_codes SET used = 1 WHERE account_id = ?').run(accountId);
  return true;
}
