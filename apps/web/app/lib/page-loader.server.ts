import type { ContentType } from '@mc/sites/route-types';
import type { RouterContextProvider } from 'react-router';
import { createTranslator } from 'use-intl/core';
import { loadMessages } from './i18n/load-messages.server.ts';
import { requirePage, type PageInfo } from './page-info.server.ts';

interface LoaderArgsLike {
  context: Readonly<RouterContextProvider>;
  request: Request;
  url: URL;
}

export interface PageData {
  page: PageInfo;
  title: string;
}

/** Common part of every content-type loader: the route, its breadcrumb and its title. */
export function loadPage(args: LoaderArgsLike, contentType: ContentType): PageData {
  const { site, match, page } = requirePage(args, contentType);
  const t = createTranslator({ locale: match.culture.code, messages: loadMessages(match.culture.code, ['routes']), namespace: 'routes' });
  const routeTitle = t(page.routeKey as Parameters<typeof t>[0]);
  const last = page.crumbs.at(-1)?.param;
  const name = last ? `${routeTitle}: ${last}` : routeTitle;
  return { page, title: `${name} | ${site.name}` };
}
