import type { Random } from '../../lib/prng.ts';
import type { GameCategory, GameRouteKey } from '../../schemas/games.ts';
import { SLOT_THEMES } from '../copy/game-themes.ts';
import * as names from './names.ts';
import type { StoredParameters } from './types.ts';

export interface CategoryPlan {
  category: GameCategory;
  live: boolean;
  names: (random: Random) => string[];
  themes: readonly string[];
  params: (random: Random) => StoredParameters;
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const rtp = (random: Random, min: number, max: number) => Math.round((min + random.next() * (max - min)) * 100) / 100;
const combos = (random: Random, count: number, make: (adjective: string, noun: string) => string) => {
  const all = names.ADJECTIVES.flatMap((adjective) => names.NOUNS.map((noun) => make(adjective, noun)));
  return random.shuffle(all).slice(0, count);
};

/** Line games have paylines; a 243-ways or Megaways game has ways to win instead: the page and its description say which. */
const WAYS_GAMES = new Set([243, 117649]);
const slot = (random: Random, reels = 5, lines = random.pick([10, 20, 25, 40, 243])): StoredParameters => ({
  minBet: random.pick([0.1, 0.2]),
  maxBet: random.pick([50, 100]),
  maxWin: round(random.int(2000, 25000), 500),
  rtp: rtp(random, 94, 97.2),
  ...(WAYS_GAMES.has(lines) ? { ways: lines } : { paylines: lines }),
  reels,
  quickSpin: random.chance(0.7),
  demoMode: true,
  jackpot: false,
  biggestWin: round(random.int(8000, 250000), 10),
});
const jackpotSlot = (random: Random): StoredParameters => ({
  ...slot(random),
  jackpot: true,
  rtp: rtp(random, 92, 95.5),
  biggestWin: round(random.int(150000, 2500000), 100),
});
const live = (random: Random, extra: StoredParameters): StoredParameters => ({ liveCasino: true, demoMode: false, statistics: true, ...extra });

/** Category mix: well over 300 published games, every category of spec/catalogue.md section 1. */
export const CATEGORY_PLANS: readonly (CategoryPlan & { count: number })[] = [
  { category: 'slots', count: 92, live: false, themes: SLOT_THEMES, names: (r) => combos(r, 92, (a, n) => `${a} ${n}`), params: (r) => slot(r) },
  {
    category: 'megaways',
    count: 25,
    live: false,
    themes: SLOT_THEMES,
    names: (r) => combos(r, 25, (a, n) => `${a} ${n} Megaways`),
    params: (r) => ({ ...slot(r, 6, 117649), maxWin: round(r.int(10000, 50000), 1000) }),
  },
  { category: 'jackpots', count: 20, live: false, themes: SLOT_THEMES, names: (r) => combos(r, 20, (a, n) => `${a} ${n} Jackpot`), params: jackpotSlot },
  {
    category: 'daily-jackpots',
    count: 15,
    live: false,
    themes: SLOT_THEMES,
    names: (r) => combos(r, 15, (a, n) => `${a} ${n} Daily Drop`),
    params: jackpotSlot,
  },
  { category: 'jackpot-king', count: 15, live: false, themes: SLOT_THEMES, names: (r) => combos(r, 15, (a, n) => `${a} ${n} Crown`), params: jackpotSlot },
  {
    category: 'slingo',
    count: 15,
    live: false,
    themes: ['classic', 'party', 'fruits'],
    names: () => names.SLINGO_WORDS.map((word) => `Slingo ${word}`),
    params: (r) => ({ ...slot(r, 5, 12), minBet: 0.2, maxBet: 10, quickSpin: false }),
  },
  { category: 'monopoly', count: 8, live: false, themes: ['board-game'], names: () => names.MONOPOLY_LIKE, params: (r) => slot(r) },
  {
    category: 'roulette',
    count: 16,
    live: true,
    themes: ['live-studio', 'casino-classic'],
    names: (r) => r.shuffle(names.CITIES).map((city) => `${city} Roulette Live`),
    params: (r) =>
      live(r, {
        minBet: r.pick([0.2, 0.5, 1]),
        maxBet: r.pick([2000, 5000, 10000]),
        rtp: 97.3,
        specialBets: ['Voisins du Zéro', 'Tiers du Cylindre', 'Orphelins', 'Jeu Zéro'],
        maxWin: 35,
      }),
  },
  {
    category: 'blackjack',
    count: 16,
    live: true,
    themes: ['live-studio'],
    names: () => names.TABLE_TIERS.map((tier) => `Blackjack ${tier} Live`),
    params: (r) =>
      live(r, {
        minBet: r.pick([5, 10, 25]),
        maxBet: r.pick([2500, 5000, 10000]),
        rtp: 99.28,
        decks: 8,
        seats: 7,
        specialBets: ['Perfect Pairs', '21+3'],
        statistics: false,
      }),
  },
  {
    category: 'baccarat',
    count: 14,
    live: true,
    themes: ['live-studio'],
    names: () => names.TABLE_TIERS.slice(0, 14).map((tier) => `Baccarat ${tier} Live`),
    params: (r) => live(r, { minBet: r.pick([1, 5]), maxBet: r.pick([5000, 10000]), rtp: 98.94, decks: 8, specialBets: ['Player Pair', 'Banker Pair', 'Tie'] }),
  },
  {
    category: 'game-shows',
    count: 15,
    live: true,
    themes: ['party', 'live-studio'],
    names: () => names.GAME_SHOWS,
    params: (r) => live(r, { minBet: 0.1, maxBet: r.pick([1000, 2500, 5000]), maxWin: round(r.int(10000, 500000), 1000), rtp: rtp(r, 95, 96.6) }),
  },
  {
    category: 'live-casino',
    count: 8,
    live: true,
    themes: ['live-studio', 'asian'],
    names: () => names.OTHER_LIVE,
    params: (r) => live(r, { minBet: r.pick([0.5, 1]), maxBet: r.pick([1000, 2500]), rtp: rtp(r, 96.5, 99), seats: r.chance(0.5) ? 7 : undefined }),
  },
  {
    category: 'roulette',
    count: 16,
    live: false,
    themes: ['casino-classic'],
    names: () => names.RNG_ROULETTE,
    params: (r) => ({
      minBet: 0.1,
      maxBet: r.pick([200, 500]),
      rtp: 97.3,
      maxWin: 35,
      statistics: r.chance(0.6),
      demoMode: true,
      specialBets: r.chance(0.5) ? ['Voisins du Zéro', 'Orphelins'] : undefined,
    }),
  },
  {
    category: 'blackjack',
    count: 10,
    live: false,
    themes: ['casino-classic'],
    names: () => names.RNG_BLACKJACK,
    params: (r) => ({ minBet: 1, maxBet: r.pick([200, 500]), rtp: rtp(r, 99.3, 99.7), decks: r.pick([1, 6, 8]), demoMode: true }),
  },
  {
    category: 'baccarat',
    count: 3,
    live: false,
    themes: ['casino-classic'],
    names: () => names.RNG_BACCARAT,
    params: () => ({ minBet: 1, maxBet: 500, rtp: 98.94, decks: 8, demoMode: true }),
  },
  {
    category: 'table-games',
    count: 14,
    live: false,
    themes: ['casino-classic'],
    names: () => names.TABLE_GAMES,
    params: (r) => ({ minBet: 0.5, maxBet: r.pick([250, 500]), rtp: rtp(r, 97, 99), demoMode: true }),
  },
  {
    category: 'instant-win',
    count: 15,
    live: false,
    themes: ['classic', 'gems', 'space'],
    names: (r) => r.shuffle(names.INSTANT_WIN_KINDS.flatMap((kind) => names.NOUNS.slice(0, 6).map((noun) => `${kind} ${noun}`))).slice(0, 15),
    params: (r) => ({ minBet: 0.1, maxBet: 100, maxWin: round(r.int(1000, 10000), 100), rtp: rtp(r, 96, 97.5), demoMode: true }),
  },
  {
    category: 'scratch-cards',
    count: 15,
    live: false,
    themes: SLOT_THEMES,
    names: (r) => combos(r, 15, (a, n) => `${a} ${n} Scratch`),
    params: (r) => ({ minBet: 0.5, maxBet: 20, maxWin: round(r.int(500, 2000), 50), rtp: rtp(r, 90, 96), demoMode: true }),
  },
  {
    category: 'video-poker',
    count: 15,
    live: false,
    themes: ['casino-classic'],
    names: () => names.VIDEO_POKER,
    params: (r) => ({ minBet: 0.05, maxBet: 25, maxWin: 4000, rtp: rtp(r, 97, 99.5), decks: 1, demoMode: true }),
  },
  {
    category: 'video-bingo',
    count: 15,
    live: false,
    themes: ['party', 'fruits', 'adventure'],
    names: () => names.VIDEO_BINGO,
    params: (r) => ({
      minTicket: r.pick([0.05, 0.1]),
      maxTicket: r.pick([1, 2]),
      bingoJackpot: r.chance(0.5),
      bingoVariant: r.pick(['30-ball', '75-ball', '90-ball']),
      bingoTimes: 'always',
      rtp: rtp(r, 93, 96),
      demoMode: true,
    }),
  },
  {
    category: 'crash-games',
    count: 15,
    live: false,
    themes: ['space', 'adventure'],
    names: () => names.CRASH_GAMES,
    params: () => ({ minBet: 0.1, maxBet: 100, maxWin: 10000, rtp: 97, statistics: true, demoMode: true }),
  },
];

const SLOT_CATEGORIES: readonly GameCategory[] = ['slots', 'megaways', 'jackpots', 'daily-jackpots', 'jackpot-king', 'slingo', 'monopoly'];

/** The game page a game lives under: live tables, slots, or the other casino games. */
export function routeKeyFor(category: GameCategory, live: boolean): GameRouteKey {
  if (live) return 'liveCasinoGame';
  return SLOT_CATEGORIES.includes(category) ? 'onlineSlotsGame' : 'casinoGamesGame';
}
