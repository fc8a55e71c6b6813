import { routeExists, ROUTES } from '@mc/sites/routes';
import type { Culture, Site } from '@mc/sites/site-schema';
import { z } from 'zod';
import { readKind, readSignificantTerms } from '../../lib/offers/offer-facts.ts';
import { offerRefusal } from '../../lib/offers/offer-rules.ts';
import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { pageLinks } from './build-seo.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/** One sitemap per culture and content type; content types only where their route exists. */
export const SITEMAP_KINDS = { pages: null, promotions: 'promotion', payments: 'payment', 'blog-tags': 'blogTag' } as const;
export type SitemapKind = keyof typeof SITEMAP_KINDS;

export function isSitemapKind(value: string): value is SitemapKind {
  return Object.hasOwn(SITEMAP_KINDS, value);
}

export function sitemapFiles(site: Site): { culture: Culture; kind: SitemapKind }[] {
  return site.cultures.flatMap((culture) =>
    (Object.keys(SITEMAP_KINDS) as SitemapKind[])
      .filter((kind) => SITEMAP_KINDS[kind] === null || routeExists(SITEMAP_KINDS[kind]!, culture.code))
      .map((kind) => ({ culture, kind })),
  );
}

export function sitemapFilePath(culture: Culture, kind: SitemapKind): string {
  return `/sitemaps/${culture.code}/${kind}.xml`;
}

/** Static site-map routes of the culture, each with the alternates its page declares. */
export function pageUrls(sites: readonly Site[], site: Site, culture: Culture, lastmod: string): SitemapUrl[] {
  return [...ROUTES.values()]
    .filter((route) => route.siteMapType === 'static' && route.patterns.has(culture.code))
    .map((route) => {
      const { canonical, alternates } = pageLinks({ sites, site, culture, routeKey: route.key, params: {} });
      return { loc: canonical, lastmod, alternates };
    });
}

const listSchemas = {
  promotions: z.object({
    items: z.array(
      z.object({
        slug: z.string(),
        startDate: z.string(),
        status: z.string(),
        kind: z.unknown().optional().transform(readKind),
        significantTerms: z.unknown().optional().transform(readSignificantTerms),
      }),
    ),
  }),
  payments: z.array(z.object({ slug: z.string(), has_info: z.boolean() })),
  tags: z.object({ tags: z.array(z.object({ slug: z.string() })) }),
};

/** Content pages (promotions, payment info, blog topics) from the back end; none when it fails. */
export async function contentUrls(ctx: SiteApiContext, kind: Exclude<SitemapKind, 'pages'>, lastmod: string): Promise<SitemapUrl[]> {
  const query = { culture: ctx.culture.code };
  let items: { params: Record<string, string>; lastmod: string }[] = [];
  if (kind === 'promotions') {
    const result = await cachedGet(ctx, { path: 'v1/cms/promotions', query, schema: listSchemas.promotions, fallback: { items: [] }, entity: 'promotions' });
    // Only promotions that have a page: a promotion the market's offer rules refuse has none.
    items = result.data.items
      .filter((item) => item.status === 'active' && offerRefusal(ctx.culture.code, item) === null)
      .map((item) => ({ params: { promotionSlug: item.slug }, lastmod: item.startDate.slice(0, 10) }));
  } else if (kind === 'payments') {
    const result = await cachedGet(ctx, { path: 'v1/feeds/payment-options', query, schema: listSchemas.payments, fallback: [], entity: 'payments' });
    items = result.data.filter((item) => item.has_info).map((item) => ({ params: { paymentSlug: item.slug }, lastmod }));
  } else {
    const result = await cachedGet(ctx, { path: 'v1/blog/tags', query, schema: listSchemas.tags, fallback: { tags: [] }, entity: 'blog' });
    items = result.data.tags.map((tag) => ({ params: { tagSlug: tag.slug }, lastmod }));
  }
  const routeKey = SITEMAP_KINDS[kind];
  return items.map((item) => {
    const { canonical, alternates } = pageLinks({ sites: ctx.config.sites, site: ctx.site, culture: ctx.culture, routeKey, params: item.params });
    return { loc: canonical, lastmod: item.lastmod, alternates };
  });
}
