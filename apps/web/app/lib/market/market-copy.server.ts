import type { SiteApiContext } from '../site-api/site-api-context.server.ts';
import { bannedTerms } from './market-content.ts';

/**
 * Whether back-end copy may be shown in the culture: a CMS text that still uses a term the
 * market bans ('banned-copy') is left out rather than shown, and logged so that editors fix
 * it at the source. `part` 'offers' for promotional content (offers-scoped rules apply there).
 */
export function copyAllowed(ctx: SiteApiContext, what: string, texts: readonly (string | null | undefined)[], part: 'page' | 'offers' = 'page'): boolean {
  const terms = bannedTerms(ctx.culture.code, texts, part);
  if (terms.length === 0) return true;
  ctx.services.logger.warn('content left out: it uses copy the market bans', { culture: ctx.culture.code, what, terms });
  return false;
}
