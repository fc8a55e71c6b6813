import { marketRule } from '@mc/sites/markets';
import type { SiteCode } from '@mc/sites/site-schema';
import type { Db } from '../../db/database.ts';
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
    const currency = currencyOf(culture);
    const slugs = (category: string) =>
      games
        .filter((game) => game.category === category && game.published && isAvailable(game, culture))
        .slice(0, 4)
        .map((game) => game.slug);
    const tiers = [
      { id: 'mega', name: 'Mega Mondo', tier: 'mega', amount: 1_284_503.17, mustDropBy: null, gameSlugs: slugs('jackpot-king') },
      { id: 'major', name: 'Major', tier: 'major', amount: 48_211.9, mustDropBy: null, gameSlugs: slugs('jackpots') },
      { id: 'minor', name: 'Minor', tier: 'minor', amount: 2_130.45, mustDropBy: null, gameSlugs: slugs('jackpots') },
      { id: 'daily', name: 'Daily Drop', tier: 'daily', amount: 9_870.12, mustDropBy: '21:00', gameSlugs: slugs('daily-jackpots') },
    ];
    tiers.forEach((entry, index) => jackpot.run(culture, index + 1, JSON.stringify({ ...entry, amount: toMarketAmount(entry.amount, currency) })));
  }
}
