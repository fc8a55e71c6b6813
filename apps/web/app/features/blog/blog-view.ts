/**
 * What blog pages send to the browser: every URL (links and images) resolved on the server,
 * so components only render. Client-safe (no server imports).
 */

/** Editorial art of the platform (1200x630); cards and heroes keep that ratio. */
export const POST_IMAGE = { width: 1200, height: 630 } as const;
/** Game art in embeds (the lobby's tile size). */
export const GAME_IMAGE = { width: 400, height: 300 } as const;

export interface TagLink {
  slug: string;
  name: string;
  href: string;
  /** Published posts of the tag, where the back end said. */
  count: number | null;
}

export interface PostCardData {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  href: string;
  /** Absolute http(s) URL or null. */
  image: string | null;
  author: string;
  publishedAt: string;
  /** `publishedAt` as the culture shows it, formatted on the server; null when invalid. */
  publishedText: string | null;
  readingMinutes: number;
  tag: TagLink;
}

export type EmbedView =
  | { kind: 'game'; id: number; title: string; href: string; image: string | null }
  | { kind: 'video'; id: number; title: string; text: string | null; href: string }
  | { kind: 'quote'; id: number; title: string; text: string }
  | { kind: 'promotion'; id: number; title: string; text: string | null; href: string; external: boolean; image: string | null };

export interface PostView extends PostCardData {
  body: string;
  embeds: EmbedView[];
}

/** A list of posts that may continue beyond what the page shows. */
export interface PostListData {
  items: PostCardData[];
  /** How many posts the back end has in all (≥ items.length). */
  total: number;
}
