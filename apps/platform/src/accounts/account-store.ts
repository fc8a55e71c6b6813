import { randomBytes } from 'node:crypto';
import { stmt, type Db } from '../db/database.ts';
import type { Registration } from './registration-rules.ts';

/** An account row as the routes use it (never sent as is: see player-result.ts). */
export interface Account {
  id: number;
  site: string;
  culture: string;
  username: string;
  email: string | null;
  password_hash: string | null;
  country: string;
  province: string | null;
  currency: string;
  segment: 0 | 1;
  external_id: string;
  lang_code: string;
  age_verified: 0 | 1;
  first_name: string | null;
}

const COLUMNS = 'id, site, culture, username, email, password_hash, country, province, currency, segment, external_id, lang_code, age_verified, first_name';

export function accountById(db: Db, id: number): Account | undefined {
  return stmt(db, `SELECT ${COLUMNS} FROM accounts WHERE id = ?`).get(id) as Account | undefined;
}

/** By username (any case) or email on one site. */
export function accountByLogin(db: Db, site: string, login: string): Account | undefined {
  const name = login.trim();
  return stmt(db, `SELECT ${COLUMNS} FROM accounts WHERE site = ? AND (lower(username) = lower(?) OR email = lower(?)) ORDER BY id LIMIT 1`).get(
    site,
    name,
    name,
  ) as Account | undefined;
}

/** The same login on the group's other sites (a player who came to the wrong skin), oldest first. */
export function accountOnOtherSite(db: Db, site: string, login: string): Account | undefined {
  const name = login.trim();
  return stmt(db, `SELECT ${COLUMNS} FROM accounts WHERE site <> ? AND (lower(username) = lower(?) OR email = lower(?)) ORDER BY id LIMIT 1`).get(
    site,
    name,
    name,
  ) as Account | undefined;
}

export function accountByEmail(db: Db, site: string, email: string): Account | undefined {
  return stmt(db, `SELECT ${COLUMNS} FROM accounts WHERE site = ? AND email = ?`).get(site, email.toLowerCase()) as Account | undefined;
}

export function usernameTaken(db: Db, site: string, username: string): boolean {
  return stmt(db, 'SELECT 1 FROM accounts WHERE site = ? AND lower(username) = lower(?)').get(site, username) !== undefined;
}

export function accountByPersonalNumber(db: Db, site: string, numberHash: string): Account | undefined {
  return stmt(db, `SELECT ${COLUMNS} FROM accounts WHERE site = ? AND personal_number_hash = ?`).get(site, numberHash) as Account | undefined;
}

/** What the site and culture give a new account. */
export interface Placement {
  site: string;
  culture: string;
  currency: string;
  langCode: string;
}

/** An opaque id for other systems (tracking): random, so it reveals neither order nor count. */
function externalId(): string {
  return randomBytes(12).toString('hex');
}

export function createAccount(db: Db, placement: Placement, registration: Registration, passwordHash: string, now: Date): number {
  const result = stmt(
    db,
    `INSERT INTO accounts (site, culture, username, email, password_hash, first_name, last_name, date_of_birth, gender, mobile, address, city,
      postcode, country, province, currency, segment, external_id, lang_code, age_verified, personal_number_hash, consents, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 1, NULL, ?, ?)`,
  ).run(
    placement.site,
    placement.culture,
    registration.username,
    registration.email,
    passwordHash,
    registration.firstName,
    registration.lastName,
    registration.dateOfBirth,
    registration.gender,
    registration.mobile,
    registration.address,
    registration.city,
    registration.postcode,
    registration.country,
    registration.province,
    placement.currency,
    externalId(),
    placement.langCode,
    JSON.stringify(registration.consents),
    now.toISOString(),
  );
  return Number(result.lastInsertRowid);
}

/**
 * A Pay N Play account: the bank identified the player (so age-verified, a real-money player
 * from the first deposit), with a generated username and no password or email.
 */
export function createPayNPlayAccount(db: Db, placement: Placement, numberHash: string, dateOfBirth: string, country: string, now: Date): number {
  const username = `pnp_${randomBytes(6).toString('hex')}`;
  const result = stmt(
    db,
    `INSERT INTO accounts (site, culture, username, country, currency, segment, external_id, lang_code, age_verified, personal_number_hash,
      date_of_birth, consents, created_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?, 1, ?, ?, '{}', ?)`,
  ).run(placement.site, placement.culture, username, country, placement.currency, externalId(), placement.langCode, numberHash, dateOfBirth, now.toISOString());
  return Number(result.lastInsertRowid);
}

export function setPasswordHash(db: Db, accountId: number, passwordHash: string): void {
  stmt(db, 'UPDATE accounts SET password_hash = ? WHERE id = ?').run(passwordHash, accountId);
}
