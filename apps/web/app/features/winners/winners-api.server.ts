import { cultureFormatter } from '../../lib/i18n/culture-formatter.server.ts';
import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { winnersFeedSchema } from './winners-schemas.ts';
import { toWinnerRows, WINNERS_LIMIT, type WinnerRow } from './winners-view.ts';

/**
 * The culture's latest winners. A market shows the table where its feed has winners; an empty
 * feed or a failing back end gives no rows, and pages then leave the section out.
 */
export async function loadWinners(ctx: SiteApiContext, limit = WINNERS_LIMIT): Promise<WinnerRow[]> {
  const result = await cachedGet(ctx, {
    path: 'v1/feeds/winners',
    query: { culture: ctx.culture.code },
    schema: winnersFeedSchema,
    fallback: { winners: [] },
    entity: 'feeds',
  });
  return toWinnerRows(result.data.winners, ctx.culture, cultureFormatter(ctx.culture), limit);
}
