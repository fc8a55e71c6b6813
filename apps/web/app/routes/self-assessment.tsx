import { FeedArticle } from '../features/info/feed-article.tsx';
import { loadRouteFeed } from '../features/info/feed-loader.server.ts';
import { parseSelfAssessment } from '../features/info/self-assessment.ts';
import { SelfAssessmentForm } from '../features/info/self-assessment-form.tsx';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { Route } from './+types/self-assessment';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const { data, api } = await loadPage(args, 'self-assessment');
  const feed = await loadRouteFeed(api, data.page.routeKey);
  return { ...data, feed: feed.feed ? { title: feed.feed.title, body: feed.feed.body } : null, local: feed.local, test: parseSelfAssessment(feed.feed?.data) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

/** Self-assessment test: introduction from the feed, then the interactive questionnaire. */
export default function SelfAssessmentPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  return (
    <article>
      <PageHeader page={loaderData.page} heading={loaderData.feed?.title} />
      <FeedArticle data={loaderData} culture={culture} />
      {loaderData.test && <SelfAssessmentForm test={loaderData.test} culture={culture} />}
    </article>
  );
}
