import { useTranslations } from 'use-intl';
import { searchPosts } from '../features/blog/index.server.ts';
import { BlogSearchForm, blogStyles as styles, BlogUnavailable, MAX_SEARCH_RESULTS, parseSearchQuery } from '../features/blog/index.ts';
import { seoMeta } from '../features/seo/index.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { Route } from './+types/blog-search';
import { Island } from '../lib/islands/island.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

/**
 * The results depend on the query string, which a shared cache keyed by host and path would
 * not tell apart for long: a minute at most, never in the browser.
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=0, s-maxage=60' });

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'blog-search');
  const { data, api } = loaded;
  const query = parseSearchQuery(args.url.searchParams.get('q'));
  if (query.kind !== 'ready') return { ...data, query, status: 'fresh' as const, posts: null };
  const result = await searchPosts(api, query.q);
  // Search results are never indexed (noindex by content type); the title names the query.
  const seo = loaded.seo({ title: `${query.q} | ${data.seo.title}` });
  return { ...data, seo, title: seo.title, query, status: result.status, posts: result.posts };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Blog search: the form (a GET to this page) and, from two letters on, the results with their count. */
export default function BlogSearchPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('blog');
  const { page, query, status, posts } = loaderData;
  const q = query.kind === 'empty' ? '' : query.q;
  return (
    <>
      <PageHeader page={page} />
      <BlogSearchForm q={q} />
      {query.kind !== 'ready' ? (
        <p className={styles.hint}>{t('searchHint')}</p>
      ) : status === 'fallback' && !posts?.items.length ? (
        <BlogUnavailable />
      ) : (
        <section aria-labelledby="blog-results">
          <p id="blog-results" className={styles.count} role="status">
            {t('results', { count: posts?.total ?? 0 })}
          </p>
          {posts && (
            <Island
              name="post-grid"
              props={{ posts, initialCount: MAX_SEARCH_RESULTS, headingLevel: 2, cappedHint: t('searchCapped', { count: posts.items.length }) }}
            />
          )}
        </section>
      )}
    </>
  );
}
