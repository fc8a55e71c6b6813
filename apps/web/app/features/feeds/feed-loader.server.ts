import type { RouteKey } from '@mc/sites/route-table';
import { getRoute } from '@mc/sites/routes';
import { data as response } from 'react-router';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { loadFeed, type SimpleFeed } from './feed-api.server.ts';

export interface FeedPageData {
  feed: SimpleFeed | null;
  /** A compliance placeholder answered locally. */
  local: boolean;
}

/** The feed of a feed route: 404 when the back end does not know it, an unavailable notice when it fails. */
export async function loadRouteFeed(api: SiteApiContext, routeKey: RouteKey): Promise<FeedPageData> {
  const feedCode = getRoute(routeKey).feedCode ?? routeKey;
  const result = await loadFeed(api, feedCode);
  if (result.status === 'not-found') throw response({ pageCode: '404' }, { status: 404 });
  return { feed: result.feed, local: result.status === 'local' };
}
