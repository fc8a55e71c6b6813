import type { GameSeed } from './types.ts';

type Rule = { filter: (game: GameSeed) => boolean; order?: 'popularity' | 'plays' | 'released'; top?: number };

const isSlotPage = (game: GameSeed) => game.routeKey === 'onlineSlotsGame';
const live = (category: GameSeed['category']) => (game: GameSeed) => game.live && game.category === category;
const rng = (category: GameSeed['category']) => (game: GameSeed) => !game.live && game.category === category;
const category = (name: GameSeed['category']) => (game: GameSeed) => game.category === name;

/**
 * How each game group of the route table is filled. A group the route table names without
 * a rule here makes the seed fail (see groupRule), so the table and the seed cannot drift.
 */
export const GROUP_RULES: Readonly<Record<string, Rule>> = {
  most_popular: { filter: () => true, order: 'popularity', top: 40 },
  new_games: { filter: () => true, order: 'released', top: 30 },
  most_played: { filter: () => true, order: 'plays', top: 40 },
  live_casino: { filter: (game) => game.live },
  jackpots: { filter: (game) => game.params.jackpot === true },
  casino_games: { filter: (game) => game.routeKey === 'casinoGamesGame' },
  crash_games: { filter: category('crash-games') },
  live_roulette: { filter: live('roulette') },
  live_blackjack: { filter: live('blackjack') },
  live_baccarat: { filter: live('baccarat') },
  game_shows: { filter: category('game-shows') },
  blackjack: { filter: rng('blackjack') },
  roulette: { filter: rng('roulette') },
  most_played_slots: { filter: isSlotPage, order: 'plays', top: 40 },
  new_slots: { filter: isSlotPage, order: 'released', top: 30 },
  megaways: { filter: category('megaways') },
  slots: { filter: isSlotPage },
  daily_jackpots: { filter: category('daily-jackpots') },
  jackpot_king: { filter: category('jackpot-king') },
  slingo: { filter: category('slingo') },
  monopoly: { filter: category('monopoly') },
  table_games: { filter: (game) => !game.live && ['table-games', 'roulette', 'blackjack', 'baccarat'].includes(game.category) },
  instant_win: { filter: category('instant-win') },
  scratch_cards: { filter: category('scratch-cards') },
  video_poker: { filter: category('video-poker') },
  video_bingo: { filter: category('video-bingo') },
};

export function groupRule(group: string): Rule {
  const rule = GROUP_RULES[group];
  if (!rule) throw new Error(`the route table names game group '${group}' but the seed has no rule for it`);
  return rule;
}

/** The group's games, in slider order, from the games available in one culture. */
export function groupMembers(group: string, available: readonly GameSeed[]): GameSeed[] {
  const rule = groupRule(group);
  const members = available.filter(rule.filter);
  const key = rule.order ?? 'popularity';
  members.sort((a, b) => (key === 'released' ? b.releasedOn.localeCompare(a.releasedOn) : b[key] - a[key]) || a.id - b.id);
  return rule.top ? members.slice(0, rule.top) : members;
}
