import type { ContentType } from '@mc/sites/route-types';
import { getRoute } from '@mc/sites/routes';
import type { RouterContextProvider } from 'react-router';
import { createTranslator } from 'use-intl/core';
import { loadBanner, type BannerData } from '../features/banner/index.server.ts';
import { buildSeo, type SeoData, type SeoInput } from '../features/seo/index.ts';
import { intlCacheOf, intlCultureOf } from '../lib/i18n/culture-formatter.server.ts';
import { intlSetup } from '../lib/i18n/intl-setup.ts';
import { loadMessages } from '../lib/i18n/load-messages.server.ts';
import type { Messages } from '../lib/i18n/messages.ts';
import { requirePage, type PageInfo } from '../lib/page-info.server.ts';
import { siteApiContext, type SiteApiContext } from '../lib/site-api/site-api-context.server.ts';
import { PAGE_AREAS } from './page-areas.ts';

interface LoaderArgsLike {
  context: Readonly<RouterContextProvider>;
  request: Request;
  url: URL;
}

/** What every page sends to the browser. */
export interface PageData {
  page: PageInfo;
  title: string;
  banner: BannerData | null;
  /** Message areas of this content type (PAGE_AREAS), merged into the frame's by PageMessages. */
  messages: Partial<Messages>;
  /** Title, description, canonical, alternates, social tags and JSON-LD (render with seoMeta). */
  seo: SeoData;
}

/** What a content loader may say about its page for search engines. */
export type SeoOverrides = Partial<Pick<SeoInput, 'description' | 'image' | 'robots' | 'about'>> & { name?: string; title?: string };

/** The page data plus, for the content loader only, the back-end context of this request. */
export interface LoadedPage {
  data: PageData;
  api: SiteApiContext;
  /** Rebuilds the page's SEO data once the content is known (game name, post excerpt, image…). */
  seo(overrides: SeoOverrides): SeoData;
}

const DESCRIPTION_KIND: Partial<Record<ContentType, 'home' | 'category' | 'game'>> = { home: 'home', 'game-category': 'category', game: 'game' };

/** Common part of every content-type loader: the route, its breadcrumb, title, main banner and SEO data. */
export async function loadPage(args: LoaderArgsLike, contentType: ContentType): Promise<LoadedPage> {
  const { site, match, page, config } = requirePage(args, contentType);
  const api = siteApiContext(args.context, site, match.culture);
  const route = getRoute(page.routeKey);
  const banner = route.banner ? await loadBanner(api, page.routeKey, page.params) : null;
  const intl = intlCultureOf(match.culture);
  const t = createTranslator({ ...intlSetup(intl), ...intlCacheOf(intl), messages: loadMessages(match.culture.code, ['routes', 'seo']) });
  const routeTitle = (key: string) => t(`routes.${key}` as Parameters<typeof t>[0]);
  const last = page.crumbs.at(-1)?.param;
  const defaultName = last ?? routeTitle(page.routeKey);
  const crumbs = page.crumbs.map((crumb) => ({ name: crumb.param ?? routeTitle(crumb.routeKey), href: crumb.href }));

  const seo = (overrides: SeoOverrides): SeoData => {
    const name = overrides.name ?? defaultName;
    const kind = DESCRIPTION_KIND[contentType] ?? 'page';
    const title =
      overrides.title ??
      (contentType === 'home'
        ? t('seo.homeTitle', { siteName: site.name })
        : contentType === 'game'
          ? t('seo.gameTitle', { name, siteName: site.name })
          : t('seo.title', { name, siteName: site.name }));
    return buildSeo({
      site,
      sites: config.sites,
      culture: match.culture,
      routeKey: page.routeKey,
      params: page.params,
      contentType,
      title,
      description: overrides.description ?? t(`seo.description.${kind}`, { name, siteName: site.name, provider: '' }),
      image: overrides.image ?? null,
      robots: overrides.robots ?? (contentType === 'preview' || contentType === 'blog-search' ? 'noindex' : 'index'),
      crumbs: overrides.name ? [...crumbs.slice(0, -1), { name: overrides.name, href: crumbs.at(-1)?.href ?? '/' }] : crumbs,
      about: overrides.about,
    });
  };
  const messages = loadMessages(match.culture.code, PAGE_AREAS[contentType]);
  const defaultSeo = seo({});
  return { data: { page, title: defaultSeo.title, banner, messages, seo: defaultSeo }, api, seo };
}
