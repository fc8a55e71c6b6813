import { marketRule } from '@mc/sites/markets';
import type { SiteCode } from '@mc/sites/site-schema';
import type { Db } from '../../db/database.ts';
import type { StoredJackpot } from '../../repo/feeds.ts';
import { ALL_CULTURES, currencyOf, SITES } from '../../lib/markets.ts';
import { toMarketAmount } from '../../lib/money.ts';
import { createRandom } from '../../lib/prng.ts';
import type { GameSeed } from '../games/types.ts';
import { offerPeriods } from './offer-calendar.ts';
import { isAvailable } from '../games/availability.ts';

const FIRST_NAMES = [
  'James',
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Sofia',
  'Lucas',
  'Mia',
  'Elias',
  'Freja',
  'Mateo',
  'Lucía',
  'Oscar',
  'Ida',
  'Felix',
  'Alba',
  'Arjun',
  'Aroha',
  'Chloé',
  'Hugo',
];
const CITIES: Record<SiteCode, string[]> = {
  MC: ['Valletta', 'Sliema', 'Toronto', 'Vancouver', 'Dublin', 'Cork', 'Mumbai', 'Delhi', 'Auckland', 'Wellington', 'Montréal', 'Québec'],
  MCUK: ['London', 'Manchester', 'Leeds', 'Glasgow', 'Cardiff', 'Bristol', 'Liverpool', 'Belfast', 'Newcastle', 'Brighton'],
  MCDE: ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt', 'Stuttgart', 'Leipzig', 'Dresden'],
  MCDK: ['København', 'Aarhus', 'Odense', 'Aalborg', 'Esbjerg', 'Randers'],
  MCSE: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro'],
  MCES: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'Zaragoza'],
};
/** A site's prize races: the first board has exactly 100 rows; its period is its promotion's (offer-calendar.ts). */
export interface Board {
  slug: string;
  title: string;
  rows: number;
  period: 'race' | 'sprint';
}
const boards = (race: [string, string], sprint: [string, string]): Board[] => [
  { slug: race[0], title: race[1], rows: 100, period: 'race' },
  { slug: sprint[0], title: sprint[1], rows: 10, period: 'sprint' },
];
/** Titles in the site's first language; the feed answers another culture's from its promotion. */
export const LEADERBOARDS: Record<SiteCode, Board[]> = {
  MC: boards(['slots-race', 'Slots Race'], ['weekend-sprint', 'Weekend Sprint']),
  MCUK: boards(['slots-race', 'Slots Race'], ['weekend-sprint', 'Weekend Sprint']),
  MCDE: boards(['slot-turnier', 'Slot-Turnier'], ['wochenend-sprint', 'Wochenend-Sprint']),
  MCDK: boards(['slot-turnering', 'Slot-turnering'], ['weekend-sprint', 'Weekend-sprint']),
  MCSE: boards(['slot-turnering', 'Slotturnering'], ['helg-sprint', 'Helgsprint']),
  MCES: boards(['torneo-drops-and-wins', 'Torneo Drops & Wins'], ['sprint-fin-de-semana', 'Sprint de fin de semana']),
};

/** The latest wins: 25 per site, spread over the two days before the seed's clock (repo/feeds.ts keeps them recent). */
const WINS = 25;
const WIN_WINDOW_HOURS = 48;

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
/** The daily jackpot's drop time, local time in London (the feed's `mustDropBy`). */
const DAILY_DROP = { at: '21:00', timeZone: 'Europe/London' };

const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;

export function seedCompetitions(db: Db, games: readonly GameSeed[], now: Date): void {
  const random = createRandom(7);
  const periods = offerPeriods(now);
  const board = db.prepare('INSERT INTO leaderboards (site, slug, title, start_date, end_date) VALUES (?, ?, ?, ?, ?)');
  const row = db.prepare('INSERT INTO leaderboard_rows (site, slug, rank, player, city, points) VALUES (?, ?, ?, ?, ?, ?)');
  const winner = db.prepare('INSERT INTO winners (site, position, user_name, amount, currency, game_id, won_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const site of SITES) {
    const cities = CITIES[site.localCode];
    for (const { slug, title, rows, period } of LEADERBOARDS[site.localCode]) {
      board.run(site.localCode, slug, title, periods[period].start, periods[period].end);
      let points = random.int(40000, 60000);
      for (let rank = 1; rank <= rows; rank++) {
        row.run(site.localCode, slug, rank, mask(random.pick(FIRST_NAMES)), random.pick(cities), points);
        points -= random.int(50, 600);
      }
    }
    const home = site.cultures[0]!.code;
    const currency = currencyOf(home);
    const offered = games.filter((game) => game.published && isAvailable(game, home));
    // Spread evenly over the window, newest first, each at a random minute of its slot.
    const slot = (WIN_WINDOW_HOURS * 60) / WINS;
    for (let position = 1; position <= WINS; position++) {
      const game = random.pick(offered);
      const minutesAgo = Math.round((position - 1) * slot + random.int(1, slot - 1));
      const wonAt = new Date(now.getTime() - minutesAgo * 60_000).toISOString();
      winner.run(site.localCode, position, mask(random.pick(FIRST_NAMES)), toMarketAmount(random.int(50, 25000), currency), currency, game.id, wonAt);
    }
  }
  const jackpot = db.prepare('INSERT INTO jackpots (culture, position, data) VALUES (?, ?, ?)');
  // A market without jackpots ('no-jackpots') has no jackpot feed.
  for (const culture of ALL_CULTURES.filter((code) => !marketRule(code, 'no-jackpots'))) {
    const slugs = (category: string) =>
      games
        .filter((game) => game.category === category && game.published && isAvailable(game, culture))
        .slice(0, 4)
        .map((game) => game.slug);
    // One pool per jackpot in euros, whatever the edition (the feed converts at the reference
    // rates); names are brand names, the same in every language. Drops are staggered.
    const tiers: StoredJackpot[] = [
      {
        id: 'mega',
        name: 'Mega Mondo',
        tier: 'mega',
        seed: 1_000_000,
        growthPerHour: 1_800,
        schedule: { every: 7 * DAY_S, offset: 19 * HOUR_S },
        mustDropBy: null,
        gameSlugs: slugs('jackpot-king'),
      },
      {
        id: 'major',
        name: 'Super Mondo',
        tier: 'major',
        seed: 25_000,
        growthPerHour: 360,
        schedule: { every: 3 * DAY_S, offset: 7 * HOUR_S },
        mustDropBy: null,
        gameSlugs: slugs('jackpots'),
      },
      {
        id: 'minor',
        name: 'Mini Mondo',
        tier: 'minor',
        seed: 1_000,
        growthPerHour: 90,
        schedule: { every: 12 * HOUR_S, offset: HOUR_S / 2 },
        mustDropBy: null,
        gameSlugs: slugs('jackpots'),
      },
      {
        id: 'daily',
        name: 'Mondo 24',
        tier: 'daily',
        seed: 5_000,
        growthPerHour: 300,
        schedule: { at: DAILY_DROP.at, timeZone: DAILY_DROP.timeZone },
        mustDropBy: DAILY_DROP.at,
        gameSlugs: slugs('daily-jackpots'),
      },
    ];
    tiers.forEach((entry, index) => jackpot.run(culture, index + 1, JSON.stringify(entry)));
  }
}
