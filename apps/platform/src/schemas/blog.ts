import { Type } from '@sinclair/typebox';
import { Culture, ImagePath, IsoDateTime, Nullable, ref, RichText } from './common.ts';

export const BlogTag = Type.Object({ slug: Type.String(), name: Type.String(), count: Type.Integer() }, { $id: 'BlogTag' });

const postSummaryProps = {
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  image: ImagePath,
  author: Type.String(),
  publishedAt: IsoDateTime,
  readingMinutes: Type.Integer(),
  tag: Type.Object({ slug: Type.String(), name: Type.String() }),
};
export const PostSummary = Type.Object(postSummaryProps, { $id: 'PostSummary' });

export const BlogEmbed = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Union([Type.Literal('game'), Type.Literal('video'), Type.Literal('quote'), Type.Literal('promotion')]),
    title: Type.String(),
    text: Nullable(Type.String()),
    url: Nullable(Type.String({ description: 'video: https URL of the player page; promotion: link' })),
    gameSlug: Nullable(Type.String()),
    routeKey: Nullable(Type.String()),
    image: Nullable(ImagePath),
  },
  { $id: 'BlogEmbed' },
);

export const Post = Type.Object(
  {
    ...postSummaryProps,
    culture: Culture,
    body: RichText,
    embeds: Type.Array(ref(BlogEmbed), { description: 'Shown after the body, in order' }),
    published: Type.Boolean({ description: 'False only in previews' }),
  },
  { $id: 'Post' },
);

export const BlogHome = Type.Object({
  culture: Culture,
  featured: Nullable(ref(PostSummary)),
  latest: Type.Array(ref(PostSummary)),
  tags: Type.Array(ref(BlogTag)),
});
export const BlogMainHome = Type.Object({ culture: Culture, main: ref(PostSummary), secondary: Type.Array(ref(PostSummary)) });
export const PostsPage = Type.Object({
  culture: Culture,
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  tag: Nullable(ref(BlogTag)),
  q: Nullable(Type.String()),
  items: Type.Array(ref(PostSummary)),
});
export const TagList = Type.Object({ culture: Culture, tags: Type.Array(ref(BlogTag)) });
export const PostList = Type.Object({ culture: Culture, items: Type.Array(ref(PostSummary)) });
