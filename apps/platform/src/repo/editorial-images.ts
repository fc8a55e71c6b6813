import { dataVersion, stmt, type Db } from '../db/database.ts';
import { blogImage } from './blog.ts';

export const EDITORIAL_KINDS = ['promotions', 'blog', 'features', 'locations'] as const;
export type EditorialKind = (typeof EDITORIAL_KINDS)[number];
/** Kebab-case image name, as in every `/img/…/{name}.webp` path. */
export const IMAGE_NAME = '[a-z0-9]+(-[a-z0-9]+)*';

/** Content whose JSON names editorial art (promotions, features, banner locations, blog embeds). */
const SOURCES = ['promotions', 'features', 'banner_locations', 'blog_embeds'] as const;
const EDITORIAL_PATH = new RegExp(`/img/(${EDITORIAL_KINDS.join('|')})/(${IMAGE_NAME})\\.webp`, 'g');

/** `{kind}/{name}` of every editorial path in the content. */
function readKeys(db: Db): Set<string> {
  const texts = SOURCES.flatMap((table) => stmt(db, `SELECT data FROM ${table}`).pluck().all() as string[]);
  for (const slug of stmt(db, 'SELECT slug FROM blog_posts').pluck().all() as string[]) texts.push(blogImage(slug));
  const keys = new Set<string>();
  for (const text of texts) for (const [, kind, name] of text.matchAll(EDITORIAL_PATH)) keys.add(`${kind}/${name}`);
  return keys;
}

/**
 * Whether the content hands out the editorial image `/img/{kind}/{name}.webp`. Editorial art
 * can be drawn for any name, so without this every new name in a URL would cost a render
 * (5–50 ms of CPU): only the few hundred the content holds are drawn, anything else is a 404.
 * Read once, and again after another connection changed the database (a reseed while running).
 */
export function editorialCatalogue(db: Db): (kind: EditorialKind, name: string) => boolean {
  let version: number | null = null;
  let keys = new Set<string>();
  return (kind, name) => {
    const current = dataVersion(db);
    if (current !== version) {
      keys = readKeys(db);
      version = current;
    }
    return keys.has(`${kind}/${name}`);
  };
}
