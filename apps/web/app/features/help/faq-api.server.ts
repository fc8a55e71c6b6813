import { z } from 'zod';
import { copyAllowed } from '../../lib/market/market-copy.server.ts';
import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';

export const faqSchema = z.object({
  groups: z.array(z.object({ id: z.string(), title: z.string(), items: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })) })),
});
export type Faq = z.infer<typeof faqSchema>;

/** The culture's FAQ, grouped; an empty list when the back end fails; an answer using copy the market bans is left out. */
export async function loadFaq(ctx: SiteApiContext): Promise<Faq['groups']> {
  const result = await cachedGet(ctx, {
    path: 'v1/feeds/faq',
    query: { culture: ctx.culture.code },
    schema: faqSchema,
    fallback: { groups: [] },
    entity: 'feeds',
  });
  return result.data.groups
    .map((group) => ({ ...group, items: group.items.filter((item) => copyAllowed(ctx, `faq ${item.id}`, [group.title, item.question, item.answer])) }))
    .filter((group) => group.items.length > 0);
}
