import type { Db } from '../../db/database.ts';
import type { GameSeed } from '../games/types.ts';
import { seedBanners } from './banners.ts';
import { seedBlog } from './blog.ts';
import { seedCompetitions } from './competitions.ts';
import { seedContents } from './contents.ts';
import { seedFaq } from './faq.ts';
import { seedFeatures } from './features.ts';
import { seedFeeds } from './feeds.ts';
import { seedHostileMarkup } from './hostile-markup.ts';
import { seedLocations } from './locations.ts';
import { seedPages } from './pages.ts';
import { seedPayments } from './payments.ts';
import { seedPlayerData } from './player-data.ts';
import { seedPromotions } from './promotions.ts';

/**
 * Editorial content of every culture: feeds, pages, payments, promotions, banners, blog …, and the
 * tests' hostile fixtures when asked for. `now` is the seed's clock: offers' periods and the latest
 * wins are set from it.
 */
export function seedContent(db: Db, games: readonly GameSeed[], testFixtures: boolean, now: Date): void {
  seedFeeds(db);
  seedContents(db);
  seedPages(db);
  seedFaq(db);
  seedPayments(db);
  seedCompetitions(db, games, now);
  seedPlayerData(db);
  seedPromotions(db, now);
  seedFeatures(db);
  seedBanners(db, now);
  seedLocations(db, games, testFixtures, now.getTime());
  seedBlog(db, games, testFixtures);
  // Last: it appends to rows the steps above wrote.
  if (testFixtures) seedHostileMarkup(db, games);
}
