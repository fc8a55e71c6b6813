import { data as response } from 'react-router';
import { useTranslations } from 'use-intl';
import { FeedArticle } from '../features/feeds/index.ts';
import { loadRouteFeed } from '../features/feeds/index.server.ts';
import { fillPlaceholders } from '../features/banner/index.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/restricted';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

/** "france" → "France", "united-kingdom" → "United Kingdom": the page's country from its slug. */
const COUNTRY_SLUG = /^[a-z]+(-[a-z]+){0,4}$/;

function countryName(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export async function loader(args: Route.LoaderArgs) {
  const { data, api } = await loadPage(args, 'restricted');
  const slug = data.page.params.countrySlug ?? '';
  if (!COUNTRY_SLUG.test(slug) || slug.length > 40) throw response({ pageCode: '404' }, { status: 404 });
  const country = countryName(slug);
  const feed = await loadRouteFeed(api, data.page.routeKey);
  const filled = feed.feed ? { ...feed.feed, body: fillPlaceholders(feed.feed.body, { country }) } : null;
  return { ...data, ...feed, feed: filled, country };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The page a visitor from a restricted country is sent to. */
export default function RestrictedPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  const t = useTranslations('info');
  return (
    <article>
      <PageHeader
        page={{ ...loaderData.page, crumbs: loaderData.page.crumbs.map((c) => (c.param ? { ...c, param: loaderData.country } : c)) }}
        heading={t('restricted.title', { country: loaderData.country })}
      />
      <FeedArticle data={loaderData} culture={culture} />
    </article>
  );
}
