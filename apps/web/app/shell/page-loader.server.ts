import type { RouteKey } from '@mc/sites/route-table';
import type { ContentType } from '@mc/sites/route-types';
import { getRoute } from '@mc/sites/routes';
import type { RouterContextProvider } from 'react-router';
import { createTranslator } from 'use-intl/core';
import { loadMessages } from '../lib/i18n/load-messages.server.ts';
import { loadBanner, type BannerData } from '../features/banner/banner-api.server.ts';
import type { Messages } from '../lib/i18n/messages.ts';
import { requirePage, type PageInfo } from '../lib/page-info.server.ts';
import { PAGE_AREAS } from './page-areas.ts';
import { siteApiContext, type SiteApiContext } from '../lib/site-api/site-api-context.server.ts';

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
}

/** The page data plus, for the content loader only, the back-end context of this request. */
export interface LoadedPage {
  data: PageData;
  api: SiteApiContext;
}

/** Common part of every content-type loader: the route, its breadcrumb, title and main banner. */
export async function loadPage(args: LoaderArgsLike, contentType: ContentType): Promise<LoadedPage> {
  const { site, match, page } = requirePage(args, contentType);
  const api = siteApiContext(args.context, site, match.culture);
  const route = getRoute(page.routeKey as RouteKey);
  const banner = route.banner ? await loadBanner(api, page.routeKey, page.params) : null;
  const t = createTranslator({ locale: match.culture.code, messages: loadMessages(match.culture.code, ['routes']), namespace: 'routes' });
  const routeTitle = t(page.routeKey as Parameters<typeof t>[0]);
  const last = page.crumbs.at(-1)?.param;
  const name = last ? `${routeTitle}: ${last}` : routeTitle;
  const messages = loadMessages(match.culture.code, PAGE_AREAS[contentType]);
  return { data: { page, title: `${name} | ${site.name}`, banner, messages }, api };
}
