import { data as response } from 'react-router';
import { useTranslations } from 'use-intl';
import { loadBlogHome } from '../features/blog/index.server.ts';
import { LocationBanners } from '../features/banner/index.ts';
import { loadLocationBanners } from '../features/banner/index.server.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { BlogSearchForm, blogStyles as styles, BlogUnavailable, PostCard, POST_IMAGE, TagNav } from '../features/blog/index.ts';
import { seoMeta } from '../features/seo/index.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { Route } from './+types/blog-home';
import { Island } from '../lib/islands/island.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'blog-home');
  const { data, api } = loaded;
  const [blog, banners] = await Promise.all([loadBlogHome(api), loadLocationBanners(api, 'blog-post-main')]);
  // The platform has no blog for this culture at all: there is no page here.
  if (blog.status === 'not-found') throw response({ pageCode: '404' }, { status: 404 });
  const seo = blog.featured?.image ? loaded.seo({ image: { url: blog.featured.image, ...POST_IMAGE } }) : data.seo;
  return { ...data, seo, title: seo.title, ...blog, banners };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * Blog home: search, the featured post, the latest posts with "More posts" (the following
 * pages of `v1/blog/more`, already in the page), the topics, the blog's banners and the newsletter form.
 */
export default function BlogHomePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('blog');
  const { page, status, featured, posts, initialCount, tags, banners } = loaderData;
  const { culture } = useRootData();
  return (
    <>
      <PageHeader page={page} />
      <BlogSearchForm />
      {status === 'fallback' && !featured && posts.items.length === 0 && <BlogUnavailable />}
      {featured && (
        <section aria-labelledby="blog-featured">
          <h2 id="blog-featured" className="visually-hidden">
            {t('featured')}
          </h2>
          <PostCard post={featured} featured headingLevel={3} />
        </section>
      )}
      {posts.items.length > 0 && (
        <section className={styles.section} aria-labelledby="blog-latest">
          <h2 id="blog-latest" className={styles.sectionTitle}>
            {t('latest')}
          </h2>
          <Island name="post-grid" props={{ posts, initialCount, cappedHint: t('listCapped') }} />
        </section>
      )}
      <TagNav tags={tags} />
      <LocationBanners list={banners} culture={culture} />
      <Island name="newsletter" props={{}} />
    </>
  );
}
