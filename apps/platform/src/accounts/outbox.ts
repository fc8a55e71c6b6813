import { stmt, type Db } from '../db/database.ts';

/**
 * The reference platform sends no mail: messages land in the `outbox` table, which an operator
 * (and the tests) read through GET /admin/outbox. The table holds reset links, so it is as
 * sensitive as a mailbox: admin token only, and never copied into a log.
 */
export type OutboxKind = 'password-reset' | 'registration-attempt';

export interface OutboxMessage {
  id: number;
  site: string;
  kind: OutboxKind;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export function sendMessage(db: Db, message: Omit<OutboxMessage, 'id' | 'createdAt'>, now: Date): void {
  stmt(db, 'INSERT INTO outbox (site, kind, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    message.site,
    message.kind,
    message.recipient,
    message.subject,
    message.body,
    now.toISOString(),
  );
}

/** Newest first. */
export function listMessages(db: Db, limit: number): OutboxMessage[] {
  const rows = stmt(db, 'SELECT id, site, kind, recipient, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as (Omit<
    OutboxMessage,
    'createdAt'
  > & { created_at: string })[];
  return rows.map(({ created_at, ...rest }) => ({ ...rest, createdAt: created_at }));
}

export function resetMessage(link: string): { subject: string; body: string } {
  return {
    subject: 'Reset your password',
    body: `Someone asked to reset the password of your account. If it was you, open this link within 30 minutes:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  };
}

export function registrationAttemptMessage(siteOrigin: string): { subject: string; body: string } {
  return {
    subject: 'Someone tried to register with your address',
    body: `Someone tried to open a new account with this email address, which already has one. If it was you, log in at ${siteOrigin}/#account/login or reset your password at ${siteOrigin}/#account/forgot-password. If it was not you, ignore this message.`,
  };
}
