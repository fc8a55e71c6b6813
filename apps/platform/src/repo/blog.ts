import type { Static } from '@sinclair/typebox';
import { stmt, type Db } from '../db/database.ts';
import type { BlogEmbed, BlogTag, Post, PostSummary } from '../schemas/blog.ts';

type Summary = Static<typeof PostSummary>;
interface Row {
  id: number;
  culture: string;
  slug: string;
  tag_slug: string;
  tag_name: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  published_at: string;
  published: number;
  embed_ids: string;
}

const SELECT = `SELECT p.*, t.name AS tag_name FROM blog_posts p JOIN blog_tags t ON t.culture = p.culture AND t.slug = p.tag_slug`;
const WORDS_PER_MINUTE = 200;

/** A post's art follows its slug: nothing stores it. */
export const blogImage = (slug: string): string => `/img/blog/${slug}.webp`;

function toSummary(row: Row): Summary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: blogImage(row.slug),
    author: row.author,
    publishedAt: row.published_at,
    readingMinutes: Math.max(1, Math.round(row.body.split(/\s+/).length / WORDS_PER_MINUTE)),
    tag: { slug: row.tag_slug, name: row.tag_name },
  };
}

function toPost(db: Db, row: Row): Static<typeof Post> {
  const ids = JSON.parse(row.embed_ids) as number[];
  const embeds = ids.map((id) => embedById(db, id)).filter((embed): embed is Static<typeof BlogEmbed> => embed !== undefined);
  return { ...toSummary(row), culture: row.culture, body: row.body, embeds, published: row.published === 1 };
}

export function latestPosts(db: Db, culture: string, limit: number, offset = 0): Summary[] {
  return (
    stmt(db, `${SELECT} WHERE p.culture = ? AND p.published = 1 ORDER BY p.published_at DESC, p.id DESC LIMIT ? OFFSET ?`).all(culture, limit, offset) as Row[]
  ).map(toSummary);
}

export function countPosts(db: Db, culture: string): number {
  return (stmt(db, 'SELECT count(*) AS n FROM blog_posts WHERE culture = ? AND published = 1').get(culture) as { n: number }).n;
}

export function mainPost(db: Db, culture: string): Summary | undefined {
  const row = stmt(db, `${SELECT} WHERE p.culture = ? AND p.published = 1 AND p.main = 1 ORDER BY p.published_at DESC LIMIT 1`).get(culture) as Row | undefined;
  return row ? toSummary(row) : undefined;
}

export function tags(db: Db, culture: string): Static<typeof BlogTag>[] {
  return stmt(
    db,
    `SELECT t.slug, t.name, count(p.id) AS count FROM blog_tags t LEFT JOIN blog_posts p ON p.culture = t.culture AND p.tag_slug = t.slug AND p.published = 1
    WHERE t.culture = ? GROUP BY t.slug ORDER BY t.position`,
  ).all(culture) as Static<typeof BlogTag>[];
}

/** LIKE pattern for a user search term, with the wildcards escaped. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function searchPosts(db: Db, culture: string, tag: string | null, q: string | null, limit: number, offset: number): { total: number; items: Summary[] } {
  const like = q ? likeTerm(q) : null;
  const where = `WHERE p.culture = ? AND p.published = 1 AND (? IS NULL OR p.tag_slug = ?)
    AND (? IS NULL OR p.title LIKE ? ESCAPE '\\' OR p.excerpt LIKE ? ESCAPE '\\' OR p.body LIKE ? ESCAPE '\\')`;
  const args = [culture, tag, tag, like, like, like, like];
  const total = (stmt(db, `SELECT count(*) AS n FROM blog_posts p ${where}`).get(...args) as { n: number }).n;
  const rows = stmt(db, `${SELECT} ${where} ORDER BY p.published_at DESC, p.id DESC LIMIT ? OFFSET ?`).all(...args, limit, offset) as Row[];
  return { total, items: rows.map(toSummary) };
}

export function postBySlug(db: Db, culture: string, slug: string): Static<typeof Post> | undefined {
  const row = stmt(db, `${SELECT} WHERE p.culture = ? AND p.slug = ? AND p.published = 1`).get(culture, slug) as Row | undefined;
  return row ? toPost(db, row) : undefined;
}

export function postById(db: Db, id: number): Static<typeof Post> | undefined {
  const row = stmt(db, `${SELECT} WHERE p.id = ?`).get(id) as Row | undefined;
  return row ? toPost(db, row) : undefined;
}

/** Same tag first (newest first), then the newest others. */
export function relatedPosts(db: Db, culture: string, slug: string, limit: number): Summary[] | undefined {
  const post = stmt(db, 'SELECT id, tag_slug FROM blog_posts WHERE culture = ? AND slug = ? AND published = 1').get(culture, slug) as
    { id: number; tag_slug: string } | undefined;
  if (!post) return undefined;
  const rows = stmt(db, `${SELECT} WHERE p.culture = ? AND p.published = 1 AND p.id <> ? ORDER BY (p.tag_slug = ?) DESC, p.published_at DESC LIMIT ?`).all(
    culture,
    post.id,
    post.tag_slug,
    limit,
  ) as Row[];
  return rows.map(toSummary);
}

export function embedById(db: Db, id: number, culture?: string): Static<typeof BlogEmbed> | undefined {
  const row = stmt(db, 'SELECT id, culture, data FROM blog_embeds WHERE id = ?').get(id) as { id: number; culture: string; data: string } | undefined;
  if (!row || (culture !== undefined && row.culture !== culture)) return undefined;
  return { id: row.id, ...(JSON.parse(row.data) as Omit<Static<typeof BlogEmbed>, 'id'>) };
}
