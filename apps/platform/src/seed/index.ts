import { CULTURE_CODES } from '@mc/sites/culture-codes';
import type { Db } from '../db/database.ts';
import { setSetting } from '../repo/settings.ts';
import { seedGames } from './games/index.ts';
import { renderBannerMedia, insertBannerMedia } from './media.ts';
import { seedReference } from './reference.ts';
import { seedContent } from './content/index.ts';

/** Tables the seed owns. Logs and newsletter subscriptions are visitor data and survive a reseed. */
const CONTENT_TABLES = [
  'banner_media',
  'bt_codes',
  'banner_locations',
  'banner_configs',
  'features',
  'promotions',
  'bank_transfers',
  'vouchers',
  'payment_options',
  'winners',
  'leaderboard_rows',
  'leaderboards',
  'faq',
  'jackpots',
  'cms_pages',
  'contents',
  'feeds',
  'blog_embeds',
  'blog_posts',
  'blog_tags',
  'game_labels',
  'game_specs',
  'game_group_titles',
  'game_group_members',
  'game_availability',
  'game_texts',
  'games',
  'providers',
  'geo_restrictions',
  'regions',
  'countries',
  'currency_rates',
];

export interface SeedReport {
  games: number;
  ms: number;
}

/**
 * Bumped when seeded content changes in a way a running web app would notice; a database
 * seeded by an older version is reseeded on the next start (2: image paths end in .webp;
 * 3: market rules, e.g. no jackpot game, slide or feed where the market has no-jackpots;
 * 4: banner locations carry date windows and offers, bank transfer has an info page and player details;
 * 5: jackpots grow and drop on a schedule; 6: offers carry their own terms and periods from the
 * seed's clock, licence status bars offers, winners are recent). It names the cultures seeded, so a database from
 * before a new edition was added is reseeded without a bump here.
 */
export const SEED_VERSION = `6 ${CULTURE_CODES.join(' ')}`;

/**
 * Rebuilds all content deterministically (for a given `now`, the seed's clock: PLATFORM_NOW or
 * the time of seeding) in one transaction, so readers never see half a catalogue. Banner images render on libvips threads meanwhile and land in a second, short one.
 */
export async function seedDatabase(db: Db, { testFixtures = false, now = new Date() }: { testFixtures?: boolean; now?: Date } = {}): Promise<SeedReport> {
  const started = Date.now();
  // libvips renders on the thread pool while the synchronous inserts below run.
  const rendering = renderBannerMedia();
  let games = 0;
  db.transaction(() => {
    for (const table of CONTENT_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    seedReference(db);
    const catalogue = seedGames(db);
    games = catalogue.filter((game) => game.published).length;
    seedContent(db, catalogue, testFixtures, now);
    setSetting(db, 'seedClock', now.toISOString());
    if (!db.prepare("SELECT 1 FROM settings WHERE key = 'underMaintenance'").get()) setSetting(db, 'underMaintenance', 'false');
  })();
  const media = await rendering;
  db.transaction(() => {
    insertBannerMedia(db, media);
    // Written last: a database without it is (re)seeded on the next start.
    setSetting(db, 'seedFixtures', testFixtures ? 'yes' : 'no');
    setSetting(db, 'seedVersion', SEED_VERSION);
  })();
  return { games, ms: Date.now() - started };
}

/** Seeded, by the current seed version, and with the test fixtures exactly when they are asked for. */
export function isSeeded(db: Db, testFixtures = false): boolean {
  const setting = (key: string) => db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(key);
  return setting('seedVersion') === SEED_VERSION && setting('seedFixtures') === (testFixtures ? 'yes' : 'no');
}
