import { z } from 'zod';
import { requestData } from '../../lib/http/request-data.ts';
import { imageUrl } from '../../lib/media/image-url.ts';
import { cultureFormatter } from '../../lib/i18n/culture-formatter.server.ts';
import { fillNumberPlaceholders } from '../../lib/placeholders.ts';
import { siteApiDeps, type SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { SERVER_CALL_TIMEOUT_MS } from '../../lib/site-api/cached-get.server.ts';

/** Preview endpoint of each preview route (spec/catalogue.md section 7: games, blog, cms … preview). */
export const PREVIEW_ENDPOINTS: Readonly<Record<string, { path: string; param: string; kind: string }>> = {
  gamePreview: { path: 'v1/games/preview', param: 'gameId', kind: 'game' },
  postPreview: { path: 'v1/blog/preview', param: 'postId', kind: 'post' },
  promotionPreview: { path: 'v1/cms/promotions/preview', param: 'promotionId', kind: 'promotion' },
  promotionHomePreview: { path: 'v1/cms/promotions-home/preview', param: 'promotionHomeId', kind: 'promotionHome' },
  featurePreview: { path: 'v1/cms/features/preview', param: 'featureId', kind: 'feature' },
  featureHomePreview: { path: 'v1/cms/features-home/preview', param: 'featureHomeId', kind: 'featureHome' },
};

/** Whatever the preview endpoints send, reduced to what a preview page shows. */
const previewSchema = z
  .object({
    title: z.string().optional(),
    name: z.string().optional(),
    body: z.string().optional(),
    description: z.string().optional(),
    summary: z.string().optional(),
    terms: z.string().optional(),
    image: z.string().nullable().optional(),
    thumbnail: z.string().optional(),
    /** A game's parameters: its description names some of them ("[rtp]"). */
    parameters: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((value) => value.title !== undefined || value.name !== undefined, 'a preview needs a title or a name');

export interface PreviewContent {
  kind: string;
  title: string;
  body: string;
  terms: string | null;
  image: string | null;
}

/** Unpublished content straight from the back end with the preview token: never cached. */
export async function loadPreview(
  ctx: SiteApiContext,
  routeKey: string,
  params: Record<string, string>,
): Promise<{ status: 'fresh' | 'not-found' | 'fallback'; content: PreviewContent | null }> {
  const endpoint = PREVIEW_ENDPOINTS[routeKey];
  const id = endpoint ? params[endpoint.param] : undefined;
  // Without the API's preview token nothing unpublished can be read: no call that must fail.
  if (!endpoint || !id || !/^\d{1,12}$/.test(id) || !ctx.config.previewApiToken) return { status: 'not-found', content: null };
  const outcome = await requestData<z.infer<typeof previewSchema>, null>(
    {
      baseUrl: ctx.site.apiHost,
      path: `${endpoint.path}/${id}`,
      query: { culture: ctx.culture.code },
      headers: { 'x-preview-token': ctx.config.previewApiToken },
      schema: previewSchema,
      fallback: null,
      timeoutMs: SERVER_CALL_TIMEOUT_MS,
    },
    siteApiDeps(ctx),
  );
  if (!outcome.ok) return { status: outcome.reason === 'not-found' ? 'not-found' : 'fallback', content: null };
  const value = outcome.data;
  const image = value.image ?? value.thumbnail ?? null;
  const format = cultureFormatter(ctx.culture);
  const body = fillNumberPlaceholders(value.body ?? value.description ?? value.summary ?? '', value.parameters ?? {}, (number) => format.number(number));
  return {
    status: 'fresh',
    content: {
      kind: endpoint.kind,
      title: value.title ?? value.name ?? '',
      body,
      terms: value.terms ?? null,
      image: image ? imageUrl(image, { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost }) : null,
    },
  };
}
