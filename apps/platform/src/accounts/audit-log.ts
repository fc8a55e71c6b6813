import type { Culture, Site } from '@mc/sites/site-schema';
import { stmt, type Db } from '../db/database.ts';
import { TRACKING_ID_PATTERN } from '../tracking/schemas.ts';
import type { Account } from './account-store.ts';
import type { Registration } from './registration-rules.ts';

/**
 * Registration and login records (spec/catalogue.md section 3) in the platform's own logger
 * store (`log_entries`, read through GET /logger/entries). Logs are read by more people and kept
 * longer than accounts, so nothing secret or personal goes in: never a password, tokens as
 * REDACTED, and email, names, birth date, mobile, address lines and personal number as REDACTED
 * too. What stays is what an operator needs to follow a funnel: ids, site, culture, country,
 * consents, limits and the outcome.
 */
export const REDACTED = '[redacted]';
const INFO = 900;
const WARN = 800;

function write(db: Db, level: 'info' | 'warn', message: string, site: Site, record: unknown, now: Date): void {
  stmt(db, 'INSERT INTO log_entries (level, number, message, additional_data, app, user, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    level,
    level === 'info' ? INFO : WARN,
    message,
    JSON.stringify(record),
    JSON.stringify({ Name: 'platform', Domain: site.host, Url: '', Referral: '' }),
    JSON.stringify({ Cookies: '', UserAgent: '' }),
    now.toISOString(),
  );
}

/** The page's tracking ids of the visit (spec/shell.md section 3), as the widget passes them on; null when it sent none. */
export interface TrackingIds {
  usguid: string | null;
  flowId: string | null;
}

const TRACKING_ID = new RegExp(TRACKING_ID_PATTERN);
const trackingId = (value: unknown): string | null => (typeof value === 'string' && TRACKING_ID.test(value) ? value : null);

/** The ids of a login, registration or Pay N Play body (the schema has checked their shape; anything else reads as none). */
export function trackingIdsOf(body: { usguid?: unknown; flowId?: unknown } | null | undefined): TrackingIds {
  return { usguid: trackingId(body?.usguid), flowId: trackingId(body?.flowId) };
}

const redactedIf = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : REDACTED);

export interface RegistrationLog {
  site: Site;
  culture: Culture;
  account: Account;
  registration: Registration | null;
  payNPlay: boolean;
  tracking: TrackingIds;
}

export function logRegistration(db: Db, entry: RegistrationLog, now: Date): void {
  const { site, culture, account, registration: r } = entry;
  write(
    db,
    'info',
    entry.payNPlay ? 'paynplay registration' : 'registration',
    site,
    {
      platform: {
        username: account.username,
        skin: site.localCode,
        playerId: account.id,
        externalPlayerId: account.external_id,
        registrationCountry: account.country,
        currency: account.currency,
        flags: { segment: account.segment, ageVerified: account.age_verified === 1, payNPlay: entry.payNPlay },
      },
      personal: {
        email: redactedIf(r?.email),
        firstName: redactedIf(r?.firstName),
        lastName: redactedIf(r?.lastName),
        gender: r?.gender ?? null,
        mobile: redactedIf(r?.mobile),
        dateOfBirth: REDACTED,
        birthName: null,
        birthPlace: null,
        secondLastName: null,
        personalId: entry.payNPlay ? REDACTED : null,
        nationality: null,
        employmentStatusId: null,
      },
      primeTracking: {
        usguid: entry.tracking.usguid,
        flowId: entry.tracking.flowId,
        brandCode: culture.localCode,
        arCode: r?.aname ?? null,
        btCode: r?.bt ?? null,
        culture: culture.code,
      },
      consents: {
        promoEmail: r?.consents.promoEmail ?? false,
        promoSms: r?.consents.promoSms ?? false,
        promoPhone: r?.consents.promoPhone ?? false,
        promoPost: r?.consents.promoPost ?? false,
        promoWeb: false,
        over18: r ? r.consents.adult : true,
        gdpr: r ? r.consents.terms : true,
        termsAccepted: r ? r.consents.terms : true,
        playerDeclaration: null,
        pepConsent: null,
      },
      limits: r?.depositLimit ? [{ type: `deposit-${r.depositLimit.period}`, value: r.depositLimit.amount }] : [],
      address: {
        address: redactedIf(r?.address),
        city: redactedIf(r?.city),
        state: account.province,
        country: account.country,
        postcode: redactedIf(r?.postcode),
        buildingName: null,
      },
    },
    now,
  );
}

/**
 * A login outcome. The login name is the account's username when one matched; an unmatched
 * name is not echoed, since a password typed into the username box is a classic log leak.
 */
export function logLogin(db: Db, site: Site, result: string, account: Account | null, hadToken: boolean, now: Date, tracking: TrackingIds): void {
  write(
    db,
    result === 'success' ? 'info' : 'warn',
    'login',
    site,
    {
      result,
      loginname: account?.username ?? null,
      usguid: tracking.usguid,
      flowId: tracking.flowId,
      token: hadToken ? REDACTED : null,
      playerId: account?.id ?? null,
    },
    now,
  );
}
