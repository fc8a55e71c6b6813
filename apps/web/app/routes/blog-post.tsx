import { siteOrigin } from '@mc/sites/resolve-site';
import { data as response, redirect } from 'react-router';
import { useTranslations } from 'use-intl';
import { loadPost } from '../features/blog/index.server.ts';
import { LocationBanners } from '../features/banner/index.ts';
import { loadLocationBanners } from '../features/banner/index.server.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { blogStyles as styles, BlogUnavailable, PostArticle, PostCard, POST_IMAGE } from '../features/blog/index.ts';
import { PAGE_CACHE_CONTROL } from '../lib/cache-policy.ts';
import { blogPosting, seoMeta } from '../features/seo/index.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { Route } from './+types/blog-post';
import { Island } from '../lib/islands/island.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'blog-post');
  const { data, api } = loaded;
  const { tagSlug, postSlug } = data.page.params;
  const [{ status, post, related }, banners] = await Promise.all([loadPost(api, postSlug), loadLocationBanners(api, 'blog-post')]);
  if (status === 'not-found') throw response({ pageCode: '404' }, { status: 404 });
  if (!post) {
    // The back end failed: a framed page that says so (200, not kept as content), titled by the route.
    const crumbs = data.page.crumbs.map((crumb, i, all) => {
      if (i !== all.length - 1) return crumb;
      const { param: _slug, ...bare } = crumb;
      return bare;
    });
    return { ...data, page: { ...data.page, crumbs }, status, post, related, banners };
  }
  // A post lives under its own topic; any other topic's path to it moves there for good.
  if (post.tag.slug !== tagSlug) throw redirect(post.href, { status: 301, headers: { 'Cache-Control': PAGE_CACHE_CONTROL } });
  const crumbs = [
    ...data.page.crumbs.slice(0, -1),
    { routeKey: 'blogTag' as const, href: post.tag.href, param: post.tag.name },
    { ...data.page.crumbs.at(-1)!, param: post.title },
  ];
  const seo = loaded.seo({
    name: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    image: post.image ? { url: post.image, ...POST_IMAGE } : null,
    about: [
      blogPosting({
        title: post.title,
        url: `${siteOrigin(api.site)}${post.href}`,
        image: post.image,
        description: post.excerpt,
        author: post.author,
        publishedAt: post.publishedAt,
      }),
    ],
  });
  return { ...data, page: { ...data.page, crumbs }, seo, title: seo.title, status, post, related, banners };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A post: heading, topic, author, date, reading time, body, embeds; related posts, the blog-post banners and the newsletter form. */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('blog');
  const { page, post, related, banners } = loaderData;
  const { culture } = useRootData();
  return (
    <>
      <article className={styles.section} data-post-slug={post?.slug}>
        <PageHeader page={page} />
        {post ? <PostArticle post={post} /> : <BlogUnavailable />}
      </article>
      {related.length > 0 && (
        <section className={styles.section} aria-labelledby="blog-related">
          <h2 id="blog-related" className={styles.sectionTitle}>
            {t('related')}
          </h2>
          <ul className={styles.grid}>
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <LocationBanners list={banners} culture={culture} />
      <Island name="newsletter" props={{}} />
    </>
  );
}
