import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { stmt, type Db } from '../db/database.ts';
import { accountById, type Account } from '../accounts/account-store.ts';
import { isToken, later, randomToken, sha256 } from '../accounts/tokens.ts';

/**
 * The play platform's session: a cookie set when a handoff code is exchanged, scoped to
 * `/play/{site}/`, HttpOnly (no script here, and none should read it), SameSite=Lax (the site
 * navigates here; other sites cannot post with it). Only its SHA-256 is stored.
 */
export const PLAY_COOKIE = 'mc_play';
export const PLAY_SESSION_SECONDS = 4 * 3600;

export interface PlaySession {
  tokenHash: string;
  account: Account;
  returnOrigin: string | null;
}

export function createPlaySession(db: Db, accountId: number, site: string, returnOrigin: string | null, now: Date): string {
  const token = randomToken();
  stmt(db, 'INSERT INTO play_sessions (token_hash, account_id, site, return_origin, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    sha256(token),
    accountId,
    site,
    returnOrigin,
    now.toISOString(),
    later(now, PLAY_SESSION_SECONDS),
  );
  stmt(db, 'DELETE FROM play_sessions WHERE expires_at <= ?').run(now.toISOString());
  return token;
}

export function cookieToken(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PLAY_COOKIE) {
      const token = value.join('=');
      return isToken(token) ? token : null;
    }
  }
  return null;
}

export function playSession(db: Db, token: string | null, site: string, now: Date): PlaySession | null {
  if (!token) return null;
  const tokenHash = sha256(token);
  const row = stmt(db, 'SELECT account_id, return_origin FROM play_sessions WHERE token_hash = ? AND site = ? AND expires_at > ?').get(
    tokenHash,
    site,
    now.toISOString(),
  ) as { account_id: number; return_origin: string | null } | undefined;
  const account = row ? accountById(db, row.account_id) : undefined;
  return row && account ? { tokenHash, account, returnOrigin: row.return_origin } : null;
}

export function endPlaySession(db: Db, tokenHash: string): void {
  stmt(db, 'DELETE FROM play_sessions WHERE token_hash = ?').run(tokenHash);
}

/** The log-out form's token, bound to the session: a page that cannot read the cookie cannot make it. */
export function csrfToken(session: PlaySession): string {
  return sha256(`play-logout:${session.tokenHash}`);
}

export function csrfMatches(session: PlaySession, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(csrfToken(session));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function sessionCookie(site: string, token: string, secure: boolean): string {
  return `${PLAY_COOKIE}=${token}; Path=/play/${site.toLowerCase()}/; HttpOnly; SameSite=Lax; Max-Age=${PLAY_SESSION_SECONDS}${secure ? '; Secure' : ''}`;
}

export function clearedCookie(site: string, secure: boolean): string {
  return `${PLAY_COOKIE}=; Path=/play/${site.toLowerCase()}/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}
