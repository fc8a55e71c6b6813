import { isSlug } from '../../lib/slug.ts';
import { tryHref, type CultureRef } from '@mc/sites/href';
import { ROUTES } from '@mc/sites/routes';
import { imageUrl } from '../../lib/media/image-url.ts';
import { resolveRichTextLink } from '../../lib/rich-text/resolve-link.ts';
import type { BlogTag, Embed, Post, PostSummary } from './blog-schemas.ts';
import type { EmbedView, PostCardData, PostView, TagLink } from './blog-view.ts';

/** Where links and images of blog content resolve: the culture, the CDN or API host. */
export interface BlogBase {
  culture: CultureRef;
  images: { imageCdn: string | null; apiHost: string };
  /** A content date as the culture shows it (formatted on the server), null when invalid. */
  formatDate: (iso: string) => string | null;
}

export { isSlug } from '../../lib/slug.ts';

export function toTagLink(tag: Pick<BlogTag, 'slug' | 'name'> & { count?: number }, base: BlogBase): TagLink | null {
  if (!isSlug(tag.slug)) return null;
  const href = tryHref({ route: 'blogTag', culture: base.culture, params: { tagSlug: tag.slug } });
  return href ? { slug: tag.slug, name: tag.name, href, count: tag.count ?? null } : null;
}

/** A post summary as a card: its canonical URL (under its own tag) and absolute image; null if it has no valid URL. */
export function toCard(post: PostSummary, base: BlogBase): PostCardData | null {
  const tag = toTagLink(post.tag, base);
  if (!tag || !isSlug(post.slug)) return null;
  const href = tryHref({ route: 'blogPost', culture: base.culture, params: { tagSlug: post.tag.slug, postSlug: post.slug } });
  if (!href) return null;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    href,
    image: imageUrl(post.image, base.images),
    author: post.author,
    publishedAt: post.publishedAt,
    publishedText: base.formatDate(post.publishedAt),
    readingMinutes: post.readingMinutes,
    tag,
  };
}

export function toCards(posts: readonly PostSummary[], base: BlogBase): PostCardData[] {
  return posts.map((post) => toCard(post, base)).filter((card): card is PostCardData => card !== null);
}

/**
 * An embed as something safe to render: game embeds link to the game's page (its route key
 * and slug through href), videos are links to the player page (never an iframe: nothing on a
 * page loads from a third party), quotes are text, promotions link through the rich-text
 * link rules (route keys, http(s)); anything whose link is missing or not allowed is dropped.
 */
export function toEmbedView(embed: Embed, base: BlogBase): EmbedView | null {
  const title = embed.title.trim();
  const text = embed.text?.trim() || null;
  switch (embed.kind) {
    case 'game': {
      // Only a game page route (a single gameSlug parameter) may be the target of a game embed.
      if (!embed.routeKey || !isGameRoute(embed.routeKey) || !isSlug(embed.gameSlug ?? undefined)) return null;
      const href = tryHref({ route: embed.routeKey, culture: base.culture, params: { gameSlug: embed.gameSlug! } });
      return href && title ? { kind: 'game', id: embed.id, title, href, image: imageUrl(embed.image, base.images) } : null;
    }
    case 'video': {
      const href = httpUrl(embed.url);
      return href && title ? { kind: 'video', id: embed.id, title, text, href } : null;
    }
    case 'quote':
      return text ? { kind: 'quote', id: embed.id, title, text } : null;
    case 'promotion': {
      if (!embed.url || !title) return null;
      const link = resolveRichTextLink(embed.url, base.culture);
      if (link.kind !== 'internal' && !(link.kind === 'external' && /^https?:/i.test(link.href))) return null;
      return { kind: 'promotion', id: embed.id, title, text, href: link.href, external: link.kind === 'external', image: imageUrl(embed.image, base.images) };
    }
  }
}

export function toPostView(post: Post, base: BlogBase): PostView | null {
  const card = toCard(post, base);
  if (!card) return null;
  return {
    ...card,
    body: post.body,
    embeds: post.embeds.map((embed) => toEmbedView(embed, base)).filter((view): view is EmbedView => view !== null),
  };
}

function isGameRoute(key: string): boolean {
  const names = ROUTES.get(key)?.paramNames;
  return names?.length === 1 && names[0] === 'gameSlug';
}

/** Only absolute http(s) URLs, normalised; anything else (javascript:, data:, relative) is null. */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
