import { href } from '@mc/sites/href';
import { data as response } from 'react-router';
import { useTranslations } from 'use-intl';
import { loadTagPosts, loadTags } from '../features/blog/index.server.ts';
import { blogStyles as styles, BlogUnavailable, REVEAL_STEP, TagNav } from '../features/blog/index.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { seoMeta } from '../features/seo/index.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { Route } from './+types/blog-tag';
import { Island } from '../lib/islands/island.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'blog-tag');
  const { data, api } = loaded;
  const [list, topics] = await Promise.all([loadTagPosts(api, data.page.params.tagSlug), loadTags(api)]);
  if (list.status === 'not-found') throw response({ pageCode: '404' }, { status: 404 });
  const { tag } = list;
  // The topic's name in the breadcrumb and heading; without an answer, the route's title rather than the slug.
  const page = { ...data.page, crumbs: data.page.crumbs.map((crumb, i, all) => (i === all.length - 1 ? withParam(crumb, tag?.name) : crumb)) };
  const seo = tag ? loaded.seo({ name: tag.name }) : data.seo;
  return { ...data, page, seo, title: seo.title, status: list.status, tag, posts: list.posts, tags: topics.tags };
}

function withParam<T extends { param?: string }>(crumb: T, param: string | undefined): T {
  const { param: _slug, ...bare } = crumb;
  return (param ? { ...bare, param } : bare) as T;
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A topic: its posts (newest first, "More posts" for the rest), the other topics. */
export default function BlogTagPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('blog');
  const { culture } = useRootData();
  const { page, status, tag, posts, tags } = loaderData;
  return (
    <>
      <PageHeader page={page} />
      {status === 'fallback' && posts.items.length === 0 ? (
        <BlogUnavailable />
      ) : (
        <>
          <p className={styles.count}>{posts.total > 0 ? t('postCount', { count: posts.total }) : t('emptyTag')}</p>
          <Island name="post-grid" props={{ posts, initialCount: REVEAL_STEP, headingLevel: 2, cappedHint: t('listCapped') }} />
        </>
      )}
      <p>
        <a href={href({ route: 'blog', culture })}>{t('allPosts')}</a>
      </p>
      <TagNav tags={tags} current={tag?.slug} />
    </>
  );
}
