import type { Db } from '../../src/db/database.ts';

export interface Call {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  payload?: unknown;
}

/** One documented operation: a valid call, a malformed one (400) and a missing item (404). */
export interface EndpointCase {
  operation: string;
  ok: Call & { status?: number };
  bad: Call | null;
  missing: Call | null;
}

/** Real identifiers from the seed, so cases survive seed changes. */
export function seedIds(db: Db) {
  const one = <T>(sql: string, ...args: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...args) as T;
  return {
    ukGame: one<string>(
      "SELECT g.slug FROM games g JOIN game_availability a ON a.game_id = g.id AND a.culture = 'en-GB' WHERE g.category = 'slots' ORDER BY g.id LIMIT 1",
    ),
    esCrashGame: one<string>("SELECT slug FROM games WHERE category = 'crash-games' ORDER BY id LIMIT 1"),
    draftGameId: one<number>('SELECT id FROM games WHERE published = 0 ORDER BY id LIMIT 1'),
    ukPromotionId: one<number>("SELECT id FROM promotions WHERE culture = 'en-GB' AND slug = 'grand-launch'"),
    ukFeatureId: one<number>("SELECT id FROM features WHERE culture = 'en-GB' AND published = 0"),
    ukDraftPostId: one<number>("SELECT id FROM blog_posts WHERE culture = 'en-GB' AND published = 0"),
    ukEmbedId: one<number>("SELECT id FROM blog_embeds WHERE culture = 'en-GB' ORDER BY id LIMIT 1"),
  };
}
