import type { FastifyRequest } from 'fastify';
import { stmt, type Db } from '../db/database.ts';
import { accountById, type Account } from './account-store.ts';
import { isToken, later, randomToken, sha256 } from './tokens.ts';

/**
 * The widget's session: an opaque bearer token, 30 minutes from login (no sliding renewal: the
 * widget lives in one page visit and logs in again after that). Only its SHA-256 is stored.
 */
export const WIDGET_SESSION_SECONDS = 30 * 60;

export function createWidgetSession(db: Db, accountId: number, now: Date): string {
  const token = randomToken();
  stmt(db, 'INSERT INTO widget_sessions (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256(token),
    accountId,
    now.toISOString(),
    later(now, WIDGET_SESSION_SECONDS),
  );
  // Expired sessions are useless rows; dropping them on each login keeps the table small.
  stmt(db, 'DELETE FROM widget_sessions WHERE expires_at <= ?').run(now.toISOString());
  return token;
}

/** The bearer token of `Authorization: Bearer …`, if well formed. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
  return match && isToken(match[1]) ? match[1] : null;
}

/** The account of a live session, or null (absent, malformed, unknown, expired or ended). */
export function sessionAccount(db: Db, token: string | null, site: string, now: Date): { account: Account; tokenHash: string } | null {
  if (!token) return null;
  const tokenHash = sha256(token);
  const row = stmt(db, 'SELECT account_id FROM widget_sessions WHERE token_hash = ? AND expires_at > ?').get(tokenHash, now.toISOString()) as
    { account_id: number } | undefined;
  const account = row ? accountById(db, row.account_id) : undefined;
  // A session is good on the site of its account only: another site's API host knows no such player.
  return account && account.site === site ? { account, tokenHash } : null;
}

export function endWidgetSession(db: Db, token: string): void {
  stmt(db, 'DELETE FROM widget_sessions WHERE token_hash = ?').run(sha256(token));
}

/** After a password reset every session of the account ends, the play platform's too. */
export function endAllSessions(db: Db, accountId: number): void {
  stmt(db, 'DELETE FROM widget_sessions WHERE account_id = ?').run(accountId);
  stmt(db, 'DELETE FROM play_sessions WHERE account_id = ?').run(accountId);
}
