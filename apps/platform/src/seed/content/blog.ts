import type { CultureCode } from '@mc/sites/culture-codes';
import type { Db } from '../../db/database.ts';
import { reservedSegments, SLUG_PATTERN } from '../../lib/reserved-slugs.ts';
import { isAvailable } from '../games/availability.ts';
import type { GameSeed } from '../games/types.ts';
import { BLOG_DRAFT_EN, BLOG_POSTS_EN, BLOG_TAGS_EN } from '../copy/blog-en.ts';
import { BLOG_DRAFT_ES, BLOG_POSTS_ES, BLOG_TAGS_ES } from '../copy/blog-es.ts';
import { HOSTILE_POST_SLUGS } from './hostile-markup.ts';

type PostRow = [string, string, string, string, string];
const BLOGS: [CultureCode, [string, string][], PostRow[], PostRow, string][] = [
  ['en-GB', BLOG_TAGS_EN, BLOG_POSTS_EN, BLOG_DRAFT_EN, 'Mondo Editorial'],
  ['es', BLOG_TAGS_ES, BLOG_POSTS_ES, BLOG_DRAFT_ES, 'Redacción Mondo'],
];
/** Posts are dated a week apart back from this day (fixed, never "today"). */
const NEWEST = Date.UTC(2025, 4, 28, 9, 0);

export function seedBlog(db: Db, games: readonly GameSeed[], testFixtures: boolean): void {
  const reserved = reservedSegments();
  const tag = db.prepare('INSERT INTO blog_tags (culture, slug, name, position) VALUES (?, ?, ?, ?)');
  const post = db.prepare(`INSERT INTO blog_posts (id, culture, slug, tag_slug, title, excerpt, body, author, published_at, published, main, embed_ids)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const embed = db.prepare('INSERT INTO blog_embeds (id, culture, data) VALUES (?, ?, ?)');
  let postId = 3000;
  let embedId = 4000;
  for (const [culture, tags, posts, draft, author] of BLOGS) {
    tags.forEach(([slug, name], index) => {
      // Tag slugs share the URL space with blog children (search/) and are kept off every static segment.
      if (!SLUG_PATTERN.test(slug) || reserved.has(slug)) throw new Error(`bad tag slug '${slug}'`);
      tag.run(culture, slug, name, index + 1);
    });
    const game = games.find((entry) => entry.published && entry.category === 'megaways' && isAvailable(entry, culture))!;
    const embeds = [
      { kind: 'game', title: game.name, text: null, url: null, gameSlug: game.slug, routeKey: game.routeKey, image: `/img/games/${game.slug}.webp` },
      {
        kind: 'video',
        title: culture === 'es' ? 'Cómo se juega' : 'How to play',
        text: null,
        url: 'https://video.example/embed/mondo-how-to-play',
        gameSlug: null,
        routeKey: null,
        image: null,
      },
      {
        kind: 'quote',
        title: culture === 'es' ? 'Consejo' : 'Tip',
        text: culture === 'es' ? 'Juega por diversión, nunca para recuperar pérdidas.' : 'Play for fun, never to win back losses.',
        url: null,
        gameSlug: null,
        routeKey: null,
        image: null,
      },
      {
        kind: 'promotion',
        title: culture === 'es' ? 'Promociones' : 'Promotions',
        text: null,
        url: 'route:promotions',
        gameSlug: null,
        routeKey: null,
        image: '/img/promotions/blog-embed.webp',
      },
    ];
    const ids = embeds.map((data) => {
      embed.run(++embedId, culture, JSON.stringify(data));
      return embedId;
    });
    [...posts, draft].forEach(([slug, tagSlug, title, excerpt, body], index) => {
      if (!SLUG_PATTERN.test(slug) || reserved.has(slug)) throw new Error(`bad post slug '${slug}'`);
      const isDraft = index === posts.length;
      // A fixture keeps its place (index) when it is seeded, so dates are the same either way.
      if (!testFixtures && HOSTILE_POST_SLUGS.has(slug)) return;
      const publishedAt = new Date(NEWEST - index * 7 * 86_400_000).toISOString();
      const postEmbeds = index % 3 === 0 ? [ids[0], ids[2]] : index % 3 === 1 ? [ids[1]] : [ids[3]];
      post.run(++postId, culture, slug, tagSlug, title, excerpt, body, author, publishedAt, isDraft ? 0 : 1, index === 0 ? 1 : 0, JSON.stringify(postEmbeds));
    });
  }
}
