import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { routeExists } from '@mc/sites/routes';
import * as blog from '../../repo/blog.ts';
import { BlogEmbed, BlogHome, BlogMainHome, Post, PostList, PostsPage, TagList } from '../../schemas/blog.ts';
import { CultureQuery, NumericId, OptionalCultureQuery, ref, SiteParams, Slug, notFoundResponses } from '../../schemas/common.ts';
import { requirePreview } from '../../server/admin.ts';
import type { PlatformContext } from '../../server/context.ts';
import { notFound } from '../../server/errors.ts';

const PAGE_SIZE = 6;
const PostParams = Type.Composite([SiteParams, Type.Object({ postSlug: Slug })]);
const IdParams = Type.Composite([SiteParams, Type.Object({ id: NumericId })]);
const Page = Type.Integer({ minimum: 1, maximum: 1000, default: 1 });

export const blogRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  /** The blog exists in en-GB and es only (route table); elsewhere every blog endpoint is a 404. */
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.url?.includes('/v1/blog/')) return;
    if (!routeExists('blog', request.culture.code)) throw notFound(`no blog in ${request.culture.code}`, 'culture');
  });
  const tags = { tags: ['blog'] };

  app.get(
    '/v1/blog/home',
    {
      config: { cache: true },
      schema: {
        ...tags,
        summary: 'Blog home: featured post, latest posts, tags',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: BlogHome, ...notFoundResponses },
      },
    },
    async (request) => {
      const culture = request.culture.code;
      return { culture, featured: blog.mainPost(db, culture) ?? null, latest: blog.latestPosts(db, culture, PAGE_SIZE), tags: blog.tags(db, culture) };
    },
  );

  app.get(
    '/v1/blog/main-home',
    {
      config: { cache: true },
      schema: {
        ...tags,
        summary: 'Hero of the blog home: main post and four secondary posts',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: BlogMainHome, ...notFoundResponses },
      },
    },
    async (request) => {
      const culture = request.culture.code;
      const main = blog.mainPost(db, culture);
      if (!main) throw notFound(`no main post in ${culture}`);
      return {
        culture,
        main,
        secondary: blog
          .latestPosts(db, culture, 5)
          .filter((post) => post.id !== main.id)
          .slice(0, 4),
      };
    },
  );

  app.get(
    '/v1/blog/more',
    {
      config: { cache: true },
      schema: {
        ...tags,
        summary: 'Further pages of the latest posts (page 1 = what home shows)',
        params: SiteParams,
        querystring: Type.Composite([CultureQuery, Type.Object({ page: Page })]),
        response: { 200: PostsPage, ...notFoundResponses },
      },
    },
    async (request) => {
      const culture = request.culture.code;
      const { page } = request.query;
      return {
        culture,
        page,
        pageSize: PAGE_SIZE,
        total: blog.countPosts(db, culture),
        tag: null,
        q: null,
        items: blog.latestPosts(db, culture, PAGE_SIZE, (page - 1) * PAGE_SIZE),
      };
    },
  );

  app.get(
    '/v1/blog/tags',
    {
      config: { cache: true },
      schema: {
        ...tags,
        summary: 'Blog tags with post counts',
        params: SiteParams,
        querystring: CultureQuery,
        response: { 200: TagList, ...notFoundResponses },
      },
    },
    async (request) => ({
      culture: request.culture.code,
      tags: blog.tags(db, request.culture.code),
    }),
  );

  app.get(
    '/v1/blog/posts/latest',
    {
      config: { cache: true },
      schema: {
        ...tags,
        summary: 'Latest posts',
        params: SiteParams,
        querystring: Type.Composite([CultureQuery, Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 50, default: 3 }) })]),
        response: { 200: PostList, ...notFoundResponses },
      },
    },
    async (request) => ({ culture: request.culture.code, items: blog.latestPosts(db, request.culture.code, request.query.limit) }),
  );

  app.get(
    '/v1/blog/posts',
    {
      config: { cache: true },
      schema: {
        ...tags,
        summary: 'Posts by tag and/or search text (q, case-insensitive substring of title, excerpt, body), paged',
        params: SiteParams,
        querystring: Type.Composite([
          CultureQuery,
          Type.Object({ tag: Type.Optional(Slug), q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), page: Page }),
        ]),
        response: { 200: PostsPage, ...notFoundResponses },
      },
    },
    async (request) => {
      const culture = request.culture.code;
      const { tag, q, page } = request.query;
      const tagInfo = tag ? blog.tags(db, culture).find((entry) => entry.slug === tag) : undefined;
      if (tag && !tagInfo) throw notFound(`no blog tag '${tag}' in ${culture}`, 'tag');
      const term = q?.trim() || null;
      return {
        culture,
        page,
        pageSize: PAGE_SIZE,
        tag: tagInfo ?? null,
        q: term,
        ...blog.searchPosts(db, culture, tag ?? null, term, PAGE_SIZE, (page - 1) * PAGE_SIZE),
      };
    },
  );

  app.get(
    '/v1/blog/content/:postSlug',
    {
      config: { cache: true },
      schema: {
        ...tags,
        summary: 'A post with body and embeds',
        params: PostParams,
        querystring: CultureQuery,
        response: { 200: ref(Post), ...notFoundResponses },
      },
    },
    async (request) => {
      const post = blog.postBySlug(db, request.culture.code, request.params.postSlug);
      if (!post) throw notFound(`no post '${request.params.postSlug}'`, 'postSlug');
      return post;
    },
  );

  app.get(
    '/v1/blog/related/:postSlug',
    {
      config: { cache: true },
      schema: {
        ...tags,
        summary: 'Three related posts (same tag first)',
        params: PostParams,
        querystring: CultureQuery,
        response: { 200: PostList, ...notFoundResponses },
      },
    },
    async (request) => {
      const items = blog.relatedPosts(db, request.culture.code, request.params.postSlug, 3);
      if (!items) throw notFound(`no post '${request.params.postSlug}'`, 'postSlug');
      return { culture: request.culture.code, items };
    },
  );

  app.get(
    '/v1/blog/preview/:id',
    {
      schema: {
        ...tags,
        summary: 'Any post by id, drafts included (preview)',
        security: [{ previewToken: [] }],
        params: IdParams,
        querystring: OptionalCultureQuery,
        response: { 200: ref(Post), ...notFoundResponses },
      },
    },
    async (request, reply) => {
      requirePreview(request, ctx.config.previewToken);
      const post = blog.postById(db, request.params.id);
      if (!post) throw notFound(`no post ${request.params.id}`, 'id');
      reply.header('cache-control', 'no-store');
      return post;
    },
  );

  app.get(
    '/v1/blog/embed/:id',
    {
      config: { cache: true },
      schema: { ...tags, summary: 'One embed by id', params: IdParams, querystring: CultureQuery, response: { 200: ref(BlogEmbed), ...notFoundResponses } },
    },
    async (request) => {
      const embed = blog.embedById(db, request.params.id, request.culture.code);
      if (!embed) throw notFound(`no embed ${request.params.id}`, 'id');
      return embed;
    },
  );
};
