import type { PlayerResult, Segment } from '@mc/account-protocol/account-protocol';
import type { Site } from '@mc/sites/site-schema';
import type { PlatformContext } from '../server/context.ts';
import type { Account } from './account-store.ts';
import { validDeeplink, validPromotionId, issueHandoffCode, platformAddress, type HandoffTarget } from './handoff.ts';
import { notOntario } from './markets.ts';
import { createWidgetSession } from './widget-sessions.ts';

/** What the caller asked to land on, cleaned: an invalid deeplink is dropped, not refused. */
export function handoffTarget(ctx: PlatformContext, site: Site, body: { deeplink?: unknown; deeplinkPrId?: unknown }, origin: string | null): HandoffTarget {
  const deeplink = validDeeplink(ctx.db, site, body.deeplink);
  return { deeplink, deeplinkPrId: deeplink ? validPromotionId(body.deeplinkPrId) : null, returnOrigin: origin };
}

/** A fresh platform address (new single-use handoff code) for the account. */
export function freshPlatformAddress(ctx: PlatformContext, site: Site, account: Account, target: HandoffTarget): string {
  const code = issueHandoffCode(ctx.db, account.id, site, target, ctx.clock());
  return platformAddress(ctx.config.publicOrigin, site, code, target);
}

/** The public player state of `@mc/account-protocol` (nothing personal beyond the username). */
export function playerResult(ctx: PlatformContext, site: Site, account: Account, target: HandoffTarget): PlayerResult {
  return {
    segment: account.segment as Segment,
    username: account.username,
    loginname: account.username,
    userExternalId: account.external_id,
    sonLangCode: account.lang_code,
    notOntario: notOntario(account.country, account.province),
    platformAddress: freshPlatformAddress(ctx, site, account, target),
  };
}

/** Login, registration and Pay N Play all end the same way: a player and a new widget session. */
export function signedIn(ctx: PlatformContext, site: Site, account: Account, target: HandoffTarget): { player: PlayerResult; session: string } {
  return { player: playerResult(ctx, site, account, target), session: createWidgetSession(ctx.db, account.id, ctx.clock()) };
}
