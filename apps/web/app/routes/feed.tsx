import { FeedArticle } from '../features/feeds/index.ts';
import { loadRouteFeed } from '../features/feeds/index.server.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/feed';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'feed');
  const { data, api } = loaded;
  const feed = await loadRouteFeed(api, data.page.routeKey);
  const seo = feed.feed ? loaded.seo({ name: feed.feed.title }) : data.seo;
  return { ...data, ...feed, seo, title: seo.title };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Legal and information pages (privacy, terms, responsible gaming, about us, …) from simple feeds. */
export default function FeedPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  return (
    <article>
      <PageHeader page={loaderData.page} heading={loaderData.feed?.title} />
      <FeedArticle data={loaderData} culture={culture} />
    </article>
  );
}
