import { marketRule } from '@mc/sites/markets';
import type { SiteCode } from '@mc/sites/site-schema';
import type { Db } from '../../db/database.ts';
import type { StoredJackpot } from '../../repo/feeds.ts';
import { ALL_CULTURES, currencyOf, SITES } from '../../lib/markets.ts';
import { toMarketAmount } from '../../lib/money.ts';
import { createRandom } from '../../lib/prng.ts';
import type { GameSeed } from '../games/types.ts';
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
/** [slug, title, rows, start, end] per site; the first board has exactly 100 rows. */
export const LEADERBOARDS: Record<SiteCode, [string, string, number, string, string][]> = {
  MC: [
    ['spring-slots-race', 'Spring Slots Race', 100, '2025-05-01T00:00:00Z', '2035-12-31T23:59:59Z'],
    ['weekend-sprint', 'Weekend Sprint', 10, '2025-01-03T00:00:00Z', '2025-01-05T23:59:59Z'],
  ],
  MCUK: [
    ['spring-slots-race', 'Spring Slots Race', 100, '2025-05-01T00:00:00Z', '2035-12-31T23:59:59Z'],
    ['weekend-sprint', 'Weekend Sprint', 10, '2025-01-03T00:00:00Z', '2025-01-05T23:59:59Z'],
  ],
  MCDE: [
    ['slot-turnier', 'Slot-Turnier', 100, '2025-05-01T00:00:00Z', '2035-12-31T23:59:59Z'],
    ['wochenend-sprint', 'Wochenend-Sprint', 10, '2025-01-03T00:00:00Z', '2025-01-05T23:59:59Z'],
  ],
  MCDK: [
    ['slot-turnering', 'Slot-turnering', 100, '2025-05-01T00:00:00Z', '2035-12-31T23:59:59Z'],
    ['weekend-sprint', 'Weekend-sprint', 10, '2025-01-03T00:00:00Z', '2025-01-05T23:59:59Z'],
  ],
  MCSE: [
    ['slot-turnering', 'Slotturnering', 100, '2025-05-01T00:00:00Z', '2035-12-31T23:59:59Z'],
    ['helg-sprint', 'Helgsprint', 10, '2025-01-03T00:00:00Z', '2025-01-05T23:59:59Z'],
  ],
  MCES: [
    ['torneo-drops-and-wins', 'Torneo Drops & Wins', 100, '2025-05-01T00:00:00Z', '2035-12-31T23:59:59Z'],
    ['sprint-fin-de-semana', 'Sprint de fin de semana', 10, '2025-01-03T00:00:00Z', '2025-01-05T23:59:59Z'],
  ],
};

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
/** The daily jackpot's drop time, local time in London (the feed's `mustDropBy`). */
const DAILY_DROP = { at: '21:00', timeZone: 'Europe/London' };

const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;

export function seedCompetitions(db: Db, games: readonly GameSeed[]): void {
  const random = createRandom(7);
  const board = db.prepare('INSERT INTO leaderboards (site, slug, title, start_date, end_date) VALUES (?, ?, ?, ?, ?)');
  const row = db.prepare('INSERT INTO leaderboard_rows (site, slug, rank, player, city, points) VALUES (?, ?, ?, ?, ?, ?)');
  const winner = db.prepare('INSERT INTO winners (site, position, user_name, amount, currency, game_id, won_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const site of SITES) {
    const cities = CITIES[site.localCode];
    for (const [slug, title, rows, start, end] of LEADERBOARDS[site.localCode]) {
      board.run(site.localCode, slug, title, start, end);
      let points = random.int(40000, 60000);
      for (let rank = 1; rank <= rows; rank++) {
        row.run(site.localCode, slug, rank, mask(random.pick(FIRST_NAMES)), random.pick(cities), points);
        points -= random.int(50, 600);
      }
    }
    const home = site.cultures[0]!.code;
    const currency = currencyOf(home);
    const offered = games.filter((game) => game.published && isAvailable(game, home));
    for (let position = 1; position <= 25; position++) {
      const game = random.pick(offered);
      const wonAt = new Date(Date.UTC(2025, 4, 31, 23, 0) - position * random.int(3, 30) * 3_600_000).toISOString();
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
