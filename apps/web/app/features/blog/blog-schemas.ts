import { z } from 'zod';

/** Shapes of the site API's blog endpoints (apps/platform/openapi.yaml, tag "blog"). */
export const blogTagSchema = z.object({ slug: z.string().min(1), name: z.string().min(1), count: z.number().int().min(0) });

export const postSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  title: z.string().min(1),
  excerpt: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  publishedAt: z.string(),
  readingMinutes: z.number().int().min(0),
  tag: z.object({ slug: z.string().min(1), name: z.string().min(1) }),
});

export const embedKindSchema = z.enum(['game', 'video', 'quote', 'promotion']);

export const embedSchema = z.object({
  id: z.number().int(),
  kind: embedKindSchema,
  title: z.string(),
  text: z.string().nullable(),
  url: z.string().nullable(),
  gameSlug: z.string().nullable(),
  routeKey: z.string().nullable(),
  image: z.string().nullable(),
});

export const postSchema = postSummarySchema.extend({
  body: z.string(),
  /** An embed of a kind this front end does not know is dropped, not the whole post. */
  embeds: z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = embedSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
  published: z.boolean(),
});

export const blogHomeSchema = z.object({
  featured: postSummarySchema.nullable(),
  latest: z.array(postSummarySchema),
  tags: z.array(blogTagSchema),
});

export const postsPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  tag: blogTagSchema.nullable(),
  items: z.array(postSummarySchema),
});

export const tagListSchema = z.object({ tags: z.array(blogTagSchema) });
export const postListSchema = z.object({ items: z.array(postSummarySchema) });
export const newsletterResponseSchema = z.object({ status: z.enum(['subscribed', 'already-subscribed']) });

export type BlogTag = z.infer<typeof blogTagSchema>;
export type PostSummary = z.infer<typeof postSummarySchema>;
export type Embed = z.infer<typeof embedSchema>;
export type Post = z.infer<typeof postSchema>;
export type PostsPage = z.infer<typeof postsPageSchema>;
