import { HANDOFF_TTL_SECONDS } from '@mc/account-protocol/account-protocol';
import type { Site } from '@mc/sites/site-schema';
import { stmt, type Db } from '../db/database.ts';
import { isToken, later, randomToken, sha256 } from './tokens.ts';

/**
 * The handoff code carries a logged-in player from the site to the play platform: the only
 * credential that ever travels in a URL, hence single use and 60 seconds. The deeplink and the
 * origin the player came from are stored with it, so the platform trusts its own copy, not the
 * query string beside the code.
 */
export interface HandoffTarget {
  deeplink: string | null;
  deeplinkPrId: string | null;
  returnOrigin: string | null;
}

export function issueHandoffCode(db: Db, accountId: number, site: Site, target: HandoffTarget, now: Date): string {
  const code = randomToken();
  stmt(
    db,
    `INSERT INTO handoff_codes (code_hash, account_id, site, expires_at, deeplink, deeplink_pr_id, return_origin, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(sha256(code), accountId, site.localCode, later(now, HANDOFF_TTL_SECONDS), target.deeplink, target.deeplinkPrId, target.returnOrigin, now.toISOString());
  // Spent and stale codes are no use to anyone; clear them as new ones are made.
  stmt(db, 'DELETE FROM handoff_codes WHERE expires_at <= ?').run(new Date(now.getTime() - 3600_000).toISOString());
  return code;
}

/** `{publicOrigin}/play/{site}/?code=…[&dl=…][&prid=…]` (the dl and prid are informative only). */
export function platformAddress(publicOrigin: string, site: Site, code: string, target: HandoffTarget): string {
  const query = new URLSearchParams({ code });
  if (target.deeplink) query.set('dl', target.deeplink);
  if (target.deeplinkPrId) query.set('prid', target.deeplinkPrId);
  return `${publicOrigin}/play/${site.localCode.toLowerCase()}/?${query.toString()}`;
}

/** Uses the code up and answers what it was for; null for unknown, used, expired or another site's code. */
export function consumeHandoffCode(db: Db, site: Site, code: unknown, now: Date): (HandoffTarget & { accountId: number }) | null {
  if (!isToken(code)) return null;
  const hash = sha256(code);
  const used = stmt(db, 'UPDATE handoff_codes SET used = 1 WHERE code_hash = ? AND site = ? AND used = 0 AND expires_at > ?').run(
    hash,
    site.localCode,
    now.toISOString(),
  );
  if (used.changes === 0) return null;
  const row = stmt(db, 'SELECT account_id, deeplink, deeplink_pr_id, return_origin FROM handoff_codes WHERE code_hash = ?').get(hash) as {
    account_id: number;
    deeplink: string | null;
    deeplink_pr_id: string | null;
    return_origin: string | null;
  };
  return { accountId: row.account_id, deeplink: row.deeplink, deeplinkPrId: row.deeplink_pr_id, returnOrigin: row.return_origin };
}

/**
 * Deeplinks are where the player wants to land on the play platform. They arrive from the page
 * (a query parameter anyone can write), so only one shape survives: a game of this site,
 * `/games/{slug}/`, optionally `?mode=demo`. Anything else is dropped and the player lands in
 * the lobby: the platform never redirects to an address a stranger chose.
 */
const GAME_PATH = /^\/games\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(\?mode=demo)?$/;
const PROMOTION_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** A published game offered in one of the site's cultures, by slug. */
export function siteGame(db: Db, site: Site, slug: string): { slug: string; name: string } | undefined {
  const cultures = site.cultures.map((culture) => culture.code);
  return stmt(
    db,
    `SELECT g.slug, g.name FROM games g WHERE g.slug = ? AND g.published = 1
       AND EXISTS (SELECT 1 FROM game_availability a, json_each(?) c WHERE a.game_id = g.id AND a.culture = c.value)`,
  ).get(slug, JSON.stringify(cultures)) as { slug: string; name: string } | undefined;
}

/** The deeplink if it is a game path of the site, else null. */
export function validDeeplink(db: Db, site: Site, deeplink: unknown): string | null {
  if (typeof deeplink !== 'string') return null;
  const match = GAME_PATH.exec(deeplink);
  if (!match?.[1] || !siteGame(db, site, match[1])) return null;
  return deeplink;
}

export function validPromotionId(value: unknown): string | null {
  return typeof value === 'string' && PROMOTION_ID.test(value) ? value : null;
}
