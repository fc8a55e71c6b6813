import { FeedArticle } from '../features/feeds/index.ts';
import { loadRouteFeed } from '../features/feeds/index.server.ts';
import { parseSelfAssessment } from '../features/self-assessment/index.server.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/self-assessment';
import { Island } from '../lib/islands/island.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'self-assessment');
  const { data, api } = loaded;
  const feed = await loadRouteFeed(api, data.page.routeKey);
  const seo = feed.feed ? loaded.seo({ name: feed.feed.title }) : data.seo;
  return {
    ...data,
    seo,
    title: seo.title,
    feed: feed.feed ? { title: feed.feed.title, body: feed.feed.body } : null,
    local: feed.local,
    test: parseSelfAssessment(feed.feed?.data),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Self-assessment test: introduction from the feed, then the interactive questionnaire. */
export default function SelfAssessmentPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  return (
    <article>
      <PageHeader page={loaderData.page} heading={loaderData.feed?.title} />
      <FeedArticle data={loaderData} culture={culture} />
      {loaderData.test && <Island name="self-assessment" props={{ test: loaderData.test }} />}
    </article>
  );
}
