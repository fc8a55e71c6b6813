import type { QueryValue } from '@mc/sites/query-string';
import type { CachedStatus } from '../../lib/data-cache/data-cache.server.ts';
import { cultureFormatter, mediumDate } from '../../lib/i18n/culture-formatter.server.ts';
import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { isSlug, toCard, toCards, toPostView, toTagLink, type BlogBase } from './blog-mapping.ts';
import { blogHomeSchema, postListSchema, postSchema, postsPageSchema, tagListSchema, type BlogTag, type PostSummary, type PostsPage } from './blog-schemas.ts';
import type { PostCardData, PostListData, PostView, TagLink } from './blog-view.ts';
import { followingPages, MAX_LISTED_POSTS, MAX_SEARCH_RESULTS, mergePosts } from './post-paging.ts';

/** Built once: cached-get.server.ts keeps a body's validation per schema object, so a schema made per call validated every request. */
const postOrNull = postSchema.nullable();

const ENTITY = 'blog';

function baseOf(ctx: SiteApiContext): BlogBase {
  const format = cultureFormatter(ctx.culture);
  return { culture: ctx.culture, images: { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost }, formatDate: (iso) => mediumDate(format, iso) };
}

/** Worst status of several calls: a fallback anywhere makes the list incomplete. */
function worst(...statuses: CachedStatus[]): CachedStatus {
  if (statuses.includes('fallback')) return 'fallback';
  if (statuses.includes('not-found')) return 'not-found';
  return 'fresh';
}

const emptyPage: PostsPage = { page: 1, pageSize: 1, total: 0, tag: null, items: [] };

function getPostsPage(ctx: SiteApiContext, path: 'v1/blog/posts' | 'v1/blog/more', query: Record<string, QueryValue>, page: number) {
  return cachedGet(ctx, { path, query: { culture: ctx.culture.code, ...query, page }, schema: postsPageSchema, fallback: emptyPage, entity: ENTITY });
}

interface PagedPosts {
  status: CachedStatus;
  tag: BlogTag | null;
  items: PostSummary[];
  total: number;
}

/**
 * A paged list read from `firstPage` on: that page first (it tells the total), then the
 * following pages in parallel, up to `maxItems` posts counted from page 1. Every page is a
 * cached call of its own, so a list page stays one cacheable document per path.
 */
async function pagedPosts(
  ctx: SiteApiContext,
  path: 'v1/blog/posts' | 'v1/blog/more',
  query: Record<string, QueryValue>,
  firstPage: number,
  maxItems: number,
): Promise<PagedPosts> {
  const first = await getPostsPage(ctx, path, query, firstPage);
  if (first.status !== 'fresh') return { status: first.status, tag: null, items: [], total: 0 };
  const rest = await Promise.all(followingPages(first.data, maxItems).map((page) => getPostsPage(ctx, path, query, page)));
  // A later page that failed leaves the list shorter (and the page briefly cached), not empty.
  const status = worst('fresh', ...rest.map((result) => (result.status === 'not-found' ? 'fresh' : result.status)));
  return {
    status,
    tag: first.data.tag,
    items: mergePosts([first.data.items, ...rest.map((result) => result.data.items)]).slice(0, maxItems),
    total: first.data.total,
  };
}

export interface BlogHomeData {
  status: CachedStatus;
  featured: PostCardData | null;
  /** Latest posts (after the featured one), then the further pages of `more`: one growing list. */
  posts: PostListData;
  /** How many of `posts` the page shows before "More posts". */
  initialCount: number;
  tags: TagLink[];
}

/** Blog home: featured post, latest posts, further pages of `v1/blog/more` (page 2 on), tags. */
export async function loadBlogHome(ctx: SiteApiContext): Promise<BlogHomeData> {
  const base = baseOf(ctx);
  const [home, more] = await Promise.all([
    cachedGet(ctx, {
      path: 'v1/blog/home',
      query: { culture: ctx.culture.code },
      schema: blogHomeSchema,
      fallback: { featured: null, latest: [], tags: [] },
      entity: ENTITY,
    }),
    pagedPosts(ctx, 'v1/blog/more', {}, 2, MAX_LISTED_POSTS),
  ]);
  const featured = home.data.featured ? toCard(home.data.featured, base) : null;
  const exclude = featured ? [featured.id] : [];
  const latest = mergePosts([home.data.latest], exclude);
  const all = toCards(mergePosts([latest, more.items], exclude), base);
  return {
    status: worst(home.status, more.status === 'not-found' ? 'fresh' : more.status),
    featured,
    posts: { items: all, total: Math.max(more.total - (featured ? 1 : 0), all.length) },
    initialCount: Math.min(latest.length, all.length),
    tags: tagLinks(home.data.tags, base),
  };
}

function tagLinks(tags: readonly BlogTag[], base: BlogBase): TagLink[] {
  return tags
    .filter((tag) => tag.count > 0)
    .map((tag) => toTagLink(tag, base))
    .filter((tag): tag is TagLink => tag !== null);
}

/** Every tag with posts, for the topics navigation. */
export async function loadTags(ctx: SiteApiContext): Promise<{ status: CachedStatus; tags: TagLink[] }> {
  const result = await cachedGet(ctx, {
    path: 'v1/blog/tags',
    query: { culture: ctx.culture.code },
    schema: tagListSchema,
    fallback: { tags: [] },
    entity: ENTITY,
  });
  return { status: result.status, tags: tagLinks(result.data.tags, baseOf(ctx)) };
}

export interface TagPageData {
  status: CachedStatus;
  tag: TagLink | null;
  posts: PostListData;
}

/** A tag's posts; status 'not-found' for an unknown tag (or a slug that cannot be one). */
export async function loadTagPosts(ctx: SiteApiContext, tagSlug: string | undefined): Promise<TagPageData> {
  if (!isSlug(tagSlug)) return { status: 'not-found', tag: null, posts: { items: [], total: 0 } };
  const base = baseOf(ctx);
  const result = await pagedPosts(ctx, 'v1/blog/posts', { tag: tagSlug }, 1, MAX_LISTED_POSTS);
  const items = toCards(result.items, base);
  return {
    status: result.status,
    tag: result.tag ? toTagLink(result.tag, base) : null,
    posts: { items, total: Math.max(result.total, items.length) },
  };
}

/** Posts whose title, excerpt or body contain `q` (the platform's search). */
export async function searchPosts(ctx: SiteApiContext, q: string): Promise<{ status: CachedStatus; posts: PostListData }> {
  const result = await pagedPosts(ctx, 'v1/blog/posts', { q }, 1, MAX_SEARCH_RESULTS);
  const items = toCards(result.items, baseOf(ctx));
  // An answer of 404 to a search means nothing matched, not an unknown page.
  return { status: result.status === 'not-found' ? 'fresh' : result.status, posts: { items, total: Math.max(result.total, items.length) } };
}

export interface PostPageData {
  status: CachedStatus;
  post: PostView | null;
  related: PostCardData[];
}

/** A post and its related posts; status 'not-found' for an unknown or unpublished post. */
export async function loadPost(ctx: SiteApiContext, postSlug: string | undefined): Promise<PostPageData> {
  if (!isSlug(postSlug)) return { status: 'not-found', post: null, related: [] };
  const base = baseOf(ctx);
  const slug = encodeURIComponent(postSlug);
  const [content, related] = await Promise.all([
    cachedGet(ctx, { path: `v1/blog/content/${slug}`, query: { culture: ctx.culture.code }, schema: postOrNull, fallback: null, entity: ENTITY }),
    cachedGet(ctx, { path: `v1/blog/related/${slug}`, query: { culture: ctx.culture.code }, schema: postListSchema, fallback: { items: [] }, entity: ENTITY }),
  ]);
  if (content.status !== 'fresh') return { status: content.status, post: null, related: [] };
  const post = content.data && content.data.published ? toPostView(content.data, base) : null;
  if (!post) return { status: 'not-found', post: null, related: [] };
  return { status: 'fresh', post, related: toCards(mergePosts([related.data.items], [post.id]), base) };
}
