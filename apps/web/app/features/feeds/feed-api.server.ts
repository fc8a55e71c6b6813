import { z } from 'zod';
import { copyAllowed } from '../../lib/market/market-copy.server.ts';
import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';

export const simpleFeedSchema = z.object({
  version: z.union([z.string(), z.number()]).optional(),
  title: z.string(),
  body: z.string(),
  data: z.unknown().optional(),
});
export type SimpleFeed = z.infer<typeof simpleFeedSchema>;

/** Built once: cached-get.server.ts keeps a body's validation per schema object, so a schema made per call validated every request. */
const simpleFeedOrNull = simpleFeedSchema.nullable();

/**
 * Compliance pages answered here, never by the back end (spec/shell.md section 7): the
 * operator's compliance team supplies their text; until then the page shows its title.
 */
export const LOCAL_FEEDS: Readonly<Record<string, { title: string }>> = {
  authorizedGaming: { title: 'Juego Autorizado' },
  impressum: { title: 'Impressum' },
};

export type FeedResult = { status: 'fresh' | 'local'; feed: SimpleFeed } | { status: 'not-found' | 'fallback'; feed: null };

/** A simple feed by code: local compliance placeholders, else v1/feeds/simple. */
export async function loadFeed(ctx: SiteApiContext, feedCode: string): Promise<FeedResult> {
  const local = LOCAL_FEEDS[feedCode];
  if (local) return { status: 'local', feed: { title: local.title, body: '' } };
  const result = await cachedGet(ctx, {
    path: 'v1/feeds/simple',
    query: { culture: ctx.culture.code, feedCode },
    schema: simpleFeedOrNull,
    fallback: null,
    entity: 'feeds',
  });
  if (result.status === 'fresh' && result.data) {
    // A text using copy the market bans is left out (logged), as if the back end had failed.
    if (!copyAllowed(ctx, `feed ${feedCode}`, [result.data.title, result.data.body])) return { status: 'fallback', feed: null };
    return { status: 'fresh', feed: result.data };
  }
  return { status: result.status === 'not-found' ? 'not-found' : 'fallback', feed: null };
}
